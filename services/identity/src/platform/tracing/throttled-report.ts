/**
 * Reports a recurring problem at most once per interval: the first occurrence at once, the next one
 * after the interval with the count of those left out meanwhile. A collector that is down fails
 * every export (every 5 s by default); the log should say so, not fill up with it.
 */
export class ThrottledReport {
  private lastAt: number | null = null;
  private leftOut = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly write: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  report(message: string): void {
    const now = this.now();
    if (this.lastAt !== null && now - this.lastAt < this.intervalMs) {
      this.leftOut += 1;
      return;
    }
    const more = this.leftOut > 0 ? ` (${this.leftOut} more since the last report)` : '';
    this.lastAt = now;
    this.leftOut = 0;
    this.write(`${message}${more}`);
  }
}
