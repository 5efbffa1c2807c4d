import { setTimeout as delay } from 'node:timers/promises';
import { type Operation, operationsAtRate, operationsPeak, UnexpectedAnswer } from './operation-load';

/** An operation taking `ms`, which records how many of it ran at once. */
function timed(ms: number): { operation: Operation; calls: () => number; mostAtOnce: () => number } {
  let calls = 0;
  let running = 0;
  let most = 0;
  return {
    calls: () => calls,
    mostAtOnce: () => most,
    operation: async () => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      await delay(ms);
      running -= 1;
    },
  };
}

describe('operationsPeak', () => {
  it('keeps `inFlight` operations running and counts those finished per second', async () => {
    const { operation, mostAtOnce } = timed(20);

    const figures = await operationsPeak(operation, { durationSeconds: 0.5, inFlight: 4 });

    expect(mostAtOnce()).toBe(4);
    // 4 at a time for 0.5 s, 20 ms each: at most 100 operations, 200/s; timers only ever run late.
    expect(figures.throughput).toBeLessThanOrEqual(200);
    expect(figures.throughput).toBeGreaterThan(80);
    expect(figures).toMatchObject({ errors: 0, non2xx: 0 });
  });

  it('counts a wrong answer as non-2xx and any other failure as an error, never as throughput; tells the first', async () => {
    let call = 0;
    const failures: unknown[] = [];
    const operation: Operation = async () => {
      call += 1;
      await delay(5);
      if (call % 3 === 1) throw new UnexpectedAnswer('/oidc/token answered 400');
      if (call % 3 === 2) throw new Error('socket hang up');
    };

    const figures = await operationsPeak(operation, { durationSeconds: 0.3, inFlight: 1, onFirstFailure: (error) => failures.push(error) });

    expect(figures.non2xx).toBeGreaterThan(0);
    expect(Math.abs(figures.non2xx - figures.errors)).toBeLessThanOrEqual(1);
    expect(figures.throughput * 0.3).toBeLessThanOrEqual(figures.non2xx + 1);
    expect(failures).toEqual([new UnexpectedAnswer('/oidc/token answered 400')]);
  });
});

describe('operationsAtRate', () => {
  it('starts operations at the offered rate', async () => {
    const { operation, calls } = timed(1);

    const figures = await operationsAtRate(operation, 100, { durationSeconds: 0.5, inFlight: 8 });

    expect(calls()).toBe(50);
    expect(figures.throughput).toBeGreaterThan(80);
    expect(figures.throughput).toBeLessThanOrEqual(100);
    // Timers count whole milliseconds of the loop's clock: 1 ms may read a little less here.
    expect(figures.p50).toBeGreaterThan(0.5);
  });

  it('never runs more than `inFlight` at once; a server behind answers fewer than offered, each latency its own', async () => {
    const { operation, mostAtOnce } = timed(50);

    // 100/s offered, 2 at a time of 50 ms: 40/s served.
    const figures = await operationsAtRate(operation, 100, { durationSeconds: 0.5, inFlight: 2 });

    expect(mostAtOnce()).toBe(2);
    expect(figures.throughput).toBeLessThanOrEqual(40);
    expect(figures.p50).toBeGreaterThanOrEqual(49);
    expect(figures.p99).toBeLessThan(200);
  });
});
