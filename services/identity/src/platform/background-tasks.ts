import type { Logger } from '@nestjs/common';

/**
 * Work that runs after the answer has left (mail whose timing must not show in the answer). A
 * failure is logged, never thrown; `drain` waits for what is under way, at shutdown and in tests.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(label: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.logger.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
