/** The spec's breakpoints (SPEC §9), in CSS pixels. */
export const breakpoints = {
  xs: 400,
  sm: 800,
  md: 1024,
  lg: 1366,
  xl: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A media query for screens at least as wide as the breakpoint, usable as a Griffel key. */
export function mediaUp(breakpoint: Breakpoint): `@media (min-width: ${number}px)` {
  return `@media (min-width: ${breakpoints[breakpoint]}px)`;
}

/** A media query for screens narrower than the breakpoint. */
export function mediaDown(breakpoint: Breakpoint): `@media (max-width: ${number}px)` {
  return `@media (max-width: ${breakpoints[breakpoint] - 1}px)`;
}
