import { settleVerdict } from './settle-verdict';

describe(settleVerdict.name, () => {
  it('passes when the median settle time is within 50 ms of the slowest application', () => {
    const sut = settleVerdict([340, 330, 350], [300, 301, 302]);
    expect(sut.extraMs).toBe(39);
    expect(sut.ratio).toBeCloseTo(340 / 301);
    expect(sut.pass).toBe(true);
  });

  it('fails when settling adds more than 50 ms to the slowest application', () => {
    const sut = settleVerdict([360, 352, 400], [301, 301, 301]);
    expect(sut.extraMs).toBe(59);
    expect(sut.pass).toBe(false);
  });

  it('reports both sides with their spread and the extra figures', () => {
    const sut = settleVerdict([320, 310, 900], [300, 305, 302], { allSettledP50Ms: 2010 });
    expect(sut.product).toMatchObject({ p50: 320, p95: 900, extra: { rounds: 3, minMs: 310, maxMs: 900, allSettledP50Ms: 2010, extraOverSlowestMs: 18 } });
    expect(sut.baseline).toMatchObject({ p50: 302, p95: 305 });
  });

  it('refuses to judge no rounds', () => {
    expect(() => settleVerdict([], [300])).toThrow('no rounds');
  });
});
