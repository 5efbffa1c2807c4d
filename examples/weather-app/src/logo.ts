/** The application's card image on the launcher (image_url of the seeded applications). */
export function logoSvg(label: string, colour: string): string {
  const letter = escapeXml(label.slice(0, 1).toUpperCase() || 'W');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(label)}</title>`,
    `<rect width="96" height="96" rx="20" fill="${colour}"/>`,
    '<path d="M26 60a14 14 0 0 1 3-27.7A18 18 0 0 1 64 36a12 12 0 0 1 4 23.3z" fill="#fff" opacity="0.9"/>',
    `<text x="48" y="84" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
