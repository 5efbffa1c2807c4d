/** One sample of a Prometheus text exposition: a metric name, its labels and its value. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads the samples of the text format 0.0.4 (comments and blank lines skipped); a line it cannot read throws. */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** A scrape, read: the value of a series (0 when absent, as a counter not yet touched), and the series of a name. */
export class Scrape {
  readonly samples: PrometheusSample[];

  constructor(readonly text: string) {
    this.samples = parsePrometheusText(text);
  }

  /** The series of `name` whose labels include `labels`, summed (so a partial label set adds up its series). */
  value(name: string, labels: Record<string, string> = {}): number {
    return this.series(name, labels).reduce((sum, sample) => sum + sample.value, 0);
  }

  series(name: string, labels: Record<string, string> = {}): PrometheusSample[] {
    return this.samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  }

  has(name: string): boolean {
    return this.samples.some((sample) => sample.name === name);
  }
}

/** How far each of the named series moved between two scrapes. */
export function deltas(before: Scrape, after: Scrape, series: Record<string, [name: string, labels?: Record<string, string>]>): Record<string, number> {
  return Object.fromEntries(Object.entries(series).map(([key, [name, labels]]) => [key, after.value(name, labels) - before.value(name, labels)]));
}
