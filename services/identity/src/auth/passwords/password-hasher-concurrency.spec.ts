import { PasswordHasher } from './password-hasher';

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

describe(`${PasswordHasher.name}: one argon2 computation per core at a time`, () => {
  it('starts at most as many as there are cores; each one that ends lets the next waiting one start', async () => {
    const sut = new PasswordHasher();
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
