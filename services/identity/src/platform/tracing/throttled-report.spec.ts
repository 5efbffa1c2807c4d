import { ThrottledReport } from './throttled-report';

describe(ThrottledReport.name, () => {
  it('writes the first report at once, then at most one per interval with the count of those left out', () => {
    let now = 1_000;
    const written: string[] = [];
    const sut = new ThrottledReport(60_000, (message) => written.push(message), () => now);

    sut.report('export failed: ECONNREFUSED');
    now += 5_000;
    sut.report('export failed: ECONNREFUSED');
    now += 5_000;
    sut.report('export failed: ECONNREFUSED');
    expect(written).toEqual(['export failed: ECONNREFUSED']);

    now += 50_000;
    sut.report('export failed: timeout');
    expect(written).toEqual(['export failed: ECONNREFUSED', 'export failed: timeout (2 more since the last report)']);

    now += 60_000;
    sut.report('export failed: ECONNREFUSED');
    expect(written[2]).toBe('export failed: ECONNREFUSED');
  });
});
