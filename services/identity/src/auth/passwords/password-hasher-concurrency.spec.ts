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
  it('is one per core with a database server, two per core with SQLite, never none', () => {
    expect(argon2ComputationsAtOnce('mysql', 2)).toBe(2);
    expect(argon2ComputationsAtOnce('sqlite', 2)).toBe(4);
    expect(argon2ComputationsAtOnce('mysql', 0)).toBe(1);
    // The default reads the machine's cores (two, in this test).
    expect(argon2ComputationsAtOnce('mysql')).toBe(2);
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
