// The shape every benchmark scenario reports in (issue 11). `npm run bench` runs the scenarios one
// after the other, prints one table line per result and writes them all to bench/results/*.json.
// Every figure is compared with a baseline measured in the same run, on the same cores, A and B
// alternating, so the ratio means something on a shared, noisy machine.

export type Engine = 'sqlite' | 'mariadb';

/** What was measured for one side (the product, or its baseline). Absent figures print as "-". */
export interface Figures {
  /** Peak throughput, requests (or operations) per second. */
  throughput?: number;
  /** Latency percentiles in ms, measured at 70% of the peak throughput (or per query/settle). */
  p50?: number;
  p95?: number;
  p99?: number;
  /** Peak resident set size of the measured process under load, MiB. */
  peakRssMiB?: number;
  /** Anything else worth keeping in the JSON (e.g. matches, settle time). */
  extra?: Record<string, number>;
}

export interface ScenarioResult {
  /** '1-login', '2-me', '3-handoff', '4-search', '5-launcher', 'weight', ... */
  id: string;
  title: string;
  engine?: Engine;
  product: { label: string; figures: Figures };
  baseline: { label: string; figures: Figures };
  /** The compared quantity, product against baseline (e.g. throughput ratio, p95 ratio). */
  ratio: number;
  /** How the ratio reads, e.g. 'throughput product/baseline' or 'p95 product/scan'. */
  ratioOf: string;
  /** The target in words, e.g. '>= 0.85x', '<= slowest + 50 ms', 'p99 < 25 ms'. */
  target: string;
  pass: boolean;
  notes?: string[];
}

export interface BenchContext {
  engine: Engine;
  /** Set when the run is on MariaDB/MySQL (DATABASE_URL). */
  databaseUrl?: string;
  /** Shorter runs for a smoke check (`--quick`); figures are then only indicative. */
  quick: boolean;
  /** Scenario 4's users when `--search-users` asks for a number other than its default. */
  searchUsers?: number;
  /** A scratch folder of this run (databases, logs), removed afterwards unless --keep. */
  workDir: string;
  log(line: string): void;
}

export interface Scenario {
  id: string;
  title: string;
  /** Engines the scenario runs on; engine-independent scenarios (weight) list one. */
  engines: readonly Engine[];
  run(context: BenchContext): Promise<ScenarioResult[]>;
}
