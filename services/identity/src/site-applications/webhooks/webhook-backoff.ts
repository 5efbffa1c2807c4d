/** The first retry comes after one second; each later one waits twice as long, at most an hour. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** A delivery still failing this long after its event is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** When to try again after the given number of failed attempts, or null to give up. */
export function nextAttemptAfterFailure(createdAt: Date, now: Date, failedAttempts: number): Date | null {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
