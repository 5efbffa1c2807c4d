import type { ScenarioResult } from '../scenario';
import { formatNumber, formatTable, resultRow } from './report';

const result: ScenarioResult = {
  id: '2-me',
  title: 'GET /v1/users/me',
  engine: 'sqlite',
  product: { label: 'identity', figures: { throughput: 1234.56, p50: 1.234, p95: 3.5, p99: 12, peakRssMiB: 140.2 } },
  baseline: { label: 'bare', figures: { throughput: 2000 } },
  ratio: 0.617,
  ratioOf: 'throughput product/baseline',
  target: '>= 0.6x',
  pass: true,
  notes: ['p99 at 70% of peak: 12 ms'],
};

describe('report', () => {
  it('formats figures, a dash for absent ones', () => {
    expect(formatNumber(1234.56)).toBe('1235');
    expect(formatNumber(1.234)).toBe('1.23');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });

  it('puts product, baseline, ratio, target and verdict on one line', () => {
    expect(resultRow(result)).toEqual(['2-me', 'sqlite', '1235', '1.23', '3.5', '12', '140', '2000', '-', '-', '-', '-', '0.62x', '>= 0.6x', 'PASS']);
    expect(resultRow({ ...result, pass: false })).toContain('FAIL');
  });

  it('prints a header, a rule, a line per result and the notes', () => {
    const lines = formatTable([result]).split('\n');
    expect(lines[0]).toMatch(/^id\s+engine\s+req\/s/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(lines[2]).toMatch(/^2-me\s+sqlite\s+1235/);
    expect(lines).toContain('  - p99 at 70% of peak: 12 ms');
  });
});
