/** One module's share of the hourly purge: it deletes the rows of its tables that can no longer be used. */
export interface PurgeJob<Kind extends string = string> {
  /** The words of each kind of row in the log line, in order: `{ magicCodes: 'magic codes' }`. */
  readonly kinds: Readonly<Record<Kind, string>>;
  /** Deletes; answers how many rows of each kind went. */
  purge(): Promise<Record<Kind, number>>;
}

/** The injection token of the purge jobs, in the order they run (listed by the composition root). */
export const PURGE_JOBS = Symbol('PURGE_JOBS');
