import { warmUntilSteady } from './warm-up';

function stepsOf(throughputs: number[]): { step: (seconds: number) => Promise<number>; asked: number[] } {
  const asked: number[] = [];
  let index = 0;
  return {
    asked,
    step: async (seconds) => {
      asked.push(seconds);
      return throughputs[Math.min(index++, throughputs.length - 1)];
    },
  };
}

describe('warmUntilSteady', () => {
  const options = { stepSeconds: 2, maxSeconds: 12, tolerance: 0.1 };

  it('stops at the first two steps in a row that agree', async () => {
    const { step, asked } = stepsOf([4000, 9000, 11500, 12600, 13300, 13400]);

    const warmUp = await warmUntilSteady(step, options);

    expect(warmUp).toEqual({ seconds: 8, steps: [4000, 9000, 11500, 12600], steady: true });
    expect(asked).toEqual([2, 2, 2, 2]);
  });

  it('needs two steps even when the first is already steady', async () => {
    const { step } = stepsOf([20000, 20500]);

    expect(await warmUntilSteady(step, options)).toEqual({ seconds: 4, steps: [20000, 20500], steady: true });
  });

  it('gives up at the bound on a machine too noisy to agree', async () => {
    const { step } = stepsOf([5000, 10000, 5000, 10000, 5000, 10000, 5000, 10000]);

    const warmUp = await warmUntilSteady(step, options);

    expect(warmUp.seconds).toBe(12);
    expect(warmUp.steps).toHaveLength(6);
    expect(warmUp.steady).toBe(false);
  });

  it('is never steady for a side that answers nothing', async () => {
    const { step } = stepsOf([0, 0, 0, 0, 0, 0]);

    expect((await warmUntilSteady(step, options)).steady).toBe(false);
  });

  it('loads for at least minSeconds before agreement counts, then ends as before', async () => {
    // The throughput agrees at once; the minimum still holds, then the next agreeing pair ends it.
    const { step, asked } = stepsOf([80, 81, 80, 82, 81, 90, 70, 71]);

    const warmUp = await warmUntilSteady(step, { ...options, minSeconds: 10 });

    expect(warmUp).toEqual({ seconds: 10, steps: [80, 81, 80, 82, 81], steady: true });
    expect(asked).toHaveLength(5);
  });

  it('gives up maxSeconds after the minimum', async () => {
    const { step } = stepsOf(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 5000 : 10000)));

    const warmUp = await warmUntilSteady(step, { ...options, minSeconds: 6 });

    expect(warmUp).toMatchObject({ seconds: 18, steady: false });
  });
});
