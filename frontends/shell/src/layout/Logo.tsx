interface LogoProps {
  /** The accessible name; omit when the logo sits in a link that has its own name. */
  label?: string;
  size?: number;
}

/** The weather account mark: a sun behind a cloud. */
export function Logo({ label, size = 32 }: LogoProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" {...a11y}>
      <circle cx="12" cy="12" r="7" fill="#F2B300" />
      <path
        d="M10 27h15a5 5 0 0 0 .6-9.96A7 7 0 0 0 12.2 17.5 4.75 4.75 0 0 0 10 27z"
        fill="#0A6CC4"
      />
    </svg>
  );
}
