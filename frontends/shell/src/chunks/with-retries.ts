/**
 * The waits before the second and third tries of a download that failed: a passing hiccup (a deploy
 * under way, one dropped connection) gets two more chances, and the person sees the retry message
 * within about 5 seconds, not a spinner for ever (issue 31). Remotes and the shell's own chunks alike.
 */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, tried again after each of `delaysMs` while it fails (so 1 + delaysMs.length tries), with
 * `beforeRetry` run between tries (e.g. making the federation runtime forget a failed entry); the
 * last failure is the answer. `shouldRetry` says which failures are worth another try.
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  options: { delaysMs?: readonly number[]; beforeRetry?: () => void; shouldRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length || (options.shouldRetry && !options.shouldRetry(error))) throw error;
      await wait(delays[attempt] ?? 0);
      options.beforeRetry?.();
    }
  }
}
