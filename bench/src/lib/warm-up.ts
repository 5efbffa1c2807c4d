// Warm-up before a side is measured: V8 compiles a server's hot code on a background thread, which a
// full load on 2 cores starves, so the service reached its steady state only after about 10 s of
// load (CPU per request over consecutive 3-s loads: 278, 110, 87, 80, 76 µs), where the much
// smaller bare server is steady at once. Each side is loaded in steps until two steps in a row
// agree, so each is measured in its own steady state, within a bound.

export interface WarmUpOptions {
  /** Length of one unmeasured load step. */
  stepSeconds: number;
  /** The warm-up ends after this long even if the steps never agree (a noisy machine). */
  maxSeconds: number;
  /** Two steps in a row whose throughputs differ by at most this share of the latter agree. */
  tolerance: number;
  /**
   * Load for at least this long before agreement counts (then as above, up to maxSeconds more): for
   * a side whose hot code V8 optimizes only after many seconds at a low request rate.
   */
  minSeconds?: number;
}

export interface WarmUp {
  seconds: number;
  /** Each step's throughput, in order. */
  steps: number[];
  steady: boolean;
}

/** Loads with `step(seconds)` (which answers the throughput) until two steps agree or time is up. */
export async function warmUntilSteady(step: (seconds: number) => Promise<number>, options: WarmUpOptions): Promise<WarmUp> {
  const steps: number[] = [];
  let seconds = 0;
  const minSeconds = options.minSeconds ?? 0;
  while (seconds + options.stepSeconds <= minSeconds + options.maxSeconds) {
    steps.push(await step(options.stepSeconds));
    seconds += options.stepSeconds;
    if (seconds < minSeconds) continue;
    const [previous, last] = steps.slice(-2);
    if (steps.length >= 2 && last > 0 && Math.abs(last - previous) <= options.tolerance * last) return { seconds, steps, steady: true };
  }
  return { seconds, steps, steady: false };
}
