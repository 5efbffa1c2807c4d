import { usableCores } from '../../platform/thread-pool/thread-pool';
import { PasswordHasher, argon2ComputationsAtOnce } from './password-hasher';

// Two cores, and an argon2 whose computations end when the test says so.
jest.mock('node:os', () => ({ ...jest.requireActual<typeof import('node:os')>('node:os'), availableParallelism: () => 2 }));
const running: Array<() => void> = [];
let started = 0;
jest.mock('@node-rs/argon2', () => {
  const compute = () =>
    new Promise<boolean>((resolve) => {
      started += 1;
      running.push(() => resolve(true));
    });
  return { ...jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2'), verify: compute, hash: compute };
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe(argon2ComputationsAtOnce.name, () => {
  it('is one per pool thread, at most one per core, and one more to wait in the pool', () => {
    expect(argon2ComputationsAtOnce(2, 2)).toBe(3);
    expect(argon2ComputationsAtOnce(8, 8)).toBe(9);
    // libuv's default pool of 4 on 2 cores: 2 computing, so the other threads stay free for files and DNS.
    expect(argon2ComputationsAtOnce(2, 4)).toBe(3);
    // An operator's pool of 1: one computing, one waiting.
    expect(argon2ComputationsAtOnce(8, 1)).toBe(2);
    expect(argon2ComputationsAtOnce(0, 4)).toBe(2);
  });

  it("reads the machine's cores and the pool's size by default", () => {
    const before = process.env.UV_THREADPOOL_SIZE;
    try {
      process.env.UV_THREADPOOL_SIZE = '2';
      // Two cores in this test, fewer if the machine's CPU quota says so.
      expect(argon2ComputationsAtOnce()).toBe(Math.min(usableCores(), 2) + 1);
      process.env.UV_THREADPOOL_SIZE = '1';
      expect(argon2ComputationsAtOnce()).toBe(2);
    } finally {
      if (before === undefined) delete process.env.UV_THREADPOOL_SIZE;
      else process.env.UV_THREADPOOL_SIZE = before;
    }
  });
});

describe(`${PasswordHasher.name}: a bounded number of argon2 computations at a time`, () => {
  it('starts at most as many as it is given; each one that ends lets the next waiting one start', async () => {
    const sut = new PasswordHasher(2);
    const answers = Array.from({ length: 5 }, (_, index) => (index === 4 ? sut.hash('new password') : sut.verify('$argon2id$stored', 'password')));
    await flush();
    expect(started).toBe(2);

    running.shift()?.();
    await flush();
    expect(started).toBe(3);

    while (running.length > 0) {
      running.shift()?.();
      await flush();
    }
    expect(started).toBe(5);
    await expect(Promise.all(answers)).resolves.toEqual([true, true, true, true, true]);
  });
});
