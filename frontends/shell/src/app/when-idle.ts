/** How long an idle callback may wait for the page to become idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `callback` once the page is idle (after the current render, layout and paint), so work ahead
 * of need never competes with what the person sees. Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Browsers without idle callbacks: after the current task and its rendering.
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}
