// The one table `npm run bench` prints: a line per result, product and baseline side by side.
import type { Figures, ScenarioResult } from '../scenario';

const COLUMNS = ['id', 'engine', 'req/s', 'p50', 'p95', 'p99', 'RSS MiB', 'base req/s', 'base p50', 'base p95', 'base p99', 'base RSS', 'ratio', 'target', 'result'] as const;

/** A figure for the table: "-" when absent, integers above 100, two decimals below. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  if (Math.abs(value) >= 100) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

function figureCells(figures: Figures): string[] {
  return [figures.throughput, figures.p50, figures.p95, figures.p99, figures.peakRssMiB].map(formatNumber);
}

export function resultRow(result: ScenarioResult): string[] {
  return [
    result.id,
    result.engine ?? '-',
    ...figureCells(result.product.figures),
    ...figureCells(result.baseline.figures),
    `${formatNumber(result.ratio)}x`,
    result.target,
    result.pass ? 'PASS' : 'FAIL',
  ];
}

/** Aligned columns, then each result's labels and notes underneath, so the table stays readable. */
export function formatTable(results: readonly ScenarioResult[]): string {
  const rows = [[...COLUMNS], ...results.map(resultRow)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  const legend = results.flatMap((result) => [
    `${result.id} (${result.engine ?? '-'}): ${result.title}; ${result.product.label} vs ${result.baseline.label}; ratio = ${result.ratioOf}`,
    ...(result.notes ?? []).map((note) => `  - ${note}`),
  ]);
  return [...lines, '', ...legend].join('\n');
}
