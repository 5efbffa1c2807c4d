import type { MailLanguage } from '../mail-language';
import { escapeHtml } from './escape-html';

/**
 * What a message says, independent of its format: the layout turns it into the plain-text and the
 * HTML part, so both always carry the same words, code and link.
 */
export interface MailContent {
  readonly subject: string;
  readonly paragraphs: readonly string[];
  /** A magic code, shown on its own line in large letters. */
  readonly code?: string;
  /** A link, shown as a button in HTML and as label plus address in text. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Lines after the code or link: validity, "ignore this if it was not you". */
  readonly closing: readonly string[];
}

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const FONT = 'font-family:Segoe UI,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#242424';

/** Renders the content; every value is escaped, so a name such as "<b>Ada</b>" shows as typed. */
export function renderMail(content: MailContent, language: MailLanguage): RenderedMail {
  const text = [
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...content.closing,
  ].join('\n\n');

  const paragraph = (line: string): string => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;${FONT}">`,
    ...content.paragraphs.map(paragraph),
    ...(content.code
      ? [`<p style="margin:0 0 16px;font-size:28px;font-weight:600;letter-spacing:6px;font-family:Consolas,monospace">${escapeHtml(content.code)}</p>`]
      : []),
    ...(content.action
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 20px;background:#0f6cbd;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
        ]
      : []),
    ...content.closing.map(paragraph),
    '</body>',
    '</html>',
  ].join('\n');

  return { subject: content.subject, text: `${text}\n`, html: `${html}\n` };
}
