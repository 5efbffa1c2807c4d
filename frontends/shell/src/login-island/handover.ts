/**
 * The meeting point of the sign-in page's first paint (the island, docs/adr/0424) and the shell that
 * takes its place. The island waits here; the shell says when its own sign-in form is mounted (still
 * hidden), or that it shows another page, and the island then hands over in one task.
 */

/** What the person entered on the first paint. */
export interface IslandEntries {
  /** The email field's value. */
  email: string;
  /** The email field was left once, so its rule's message shows, as on the shell's own form. */
  emailTouched: boolean;
}

/** Gives the shell's form the island's entries (called inside flushSync by the island). */
export type AdoptEntries = (entries: IslandEntries) => void;

export interface ShellArrival {
  loginFormReady(adopt: AdoptEntries): void;
  leftLogin(): void;
}

let waiting: ShellArrival | null = null;

/** The island waits for the shell it started. */
export function awaitShell(arrival: ShellArrival): void {
  waiting = arrival;
}

/** The shell's sign-in form is mounted: the island, if one waits, hands over what was entered. */
export function loginFormReady(adopt: AdoptEntries): void {
  const arrival = waiting;
  waiting = null;
  arrival?.loginFormReady(adopt);
}

/** The shell shows another page than the sign-in form (a redirect): the island steps aside. */
export function shellLeftLogin(): void {
  const arrival = waiting;
  waiting = null;
  arrival?.leftLogin();
}
