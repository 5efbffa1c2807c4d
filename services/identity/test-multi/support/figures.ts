import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the suite leaves its measured figures (docs/operations.md, "Scaling out", quotes them). */
export const FIGURES_FILE = process.env.MULTI_FIGURES_FILE ?? join(__dirname, '..', '..', '..', '..', '.tmp', 'multi-instance-figures.txt');

/**
 * Records one measured figure: a line in FIGURES_FILE and on stderr. Figures are reported, never
 * asserted (a loaded CI machine moves them); the tests assert facts.
 */
export function figure(what: string, value: number | string, unit = ''): void {
  const line = `${new Date().toISOString()}  ${what}: ${value}${unit ? ` ${unit}` : ''}`;
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${line}\n`);
  process.stderr.write(`figure: ${line.slice(26)}\n`);
}
