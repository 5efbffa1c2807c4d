import { configFactory } from '../../test/factories/config.factory';
import { FixedClock } from '../../test/support/fixed-clock';
import { MemoryLoginAttemptStore } from './login-attempt-store';
import { LoginThrottle } from './login-throttle';

function build(maxFailuresPerAccount = 3, maxFailuresPerIp = 5) {
  const clock = new FixedClock(new Date('2030-01-01T00:00:00Z'));
  const config = configFactory({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(maxFailuresPerAccount),
    LOGIN_MAX_FAILURES_PER_IP: String(maxFailuresPerIp),
    LOGIN_FAILURE_WINDOW: '10m',
  });
  return { clock, sut: new LoginThrottle(new MemoryLoginAttemptStore(), clock, config) };
}

describe(LoginThrottle.name, () => {
  it('does not lock below the account limit', async () => {
    const { sut } = build();
    await sut.recordFailure('ada@example.com', '10.0.0.1');
    await sut.recordFailure('ada@example.com', '10.0.0.1');

    expect(await sut.isLocked('ada@example.com', '10.0.0.1')).toBe(false);
  });

  it('locks an account at the limit for 1 s, then for twice as long after each further failure', async () => {
    const { sut, clock } = build();
    for (let i = 0; i < 3; i += 1) await sut.recordFailure('ada@example.com', `10.0.0.${i}`);

    expect(await sut.isLocked('ada@example.com', '10.0.0.9')).toBe(true);
    clock.advance(1000);
    expect(await sut.isLocked('ada@example.com', '10.0.0.9')).toBe(false);

    await sut.recordFailure('ada@example.com', '10.0.0.9');
    clock.advance(1999);
    expect(await sut.isLocked('ada@example.com', '10.0.0.9')).toBe(true);
    clock.advance(1);
    expect(await sut.isLocked('ada@example.com', '10.0.0.9')).toBe(false);
  });

  it('caps the lock at half the window, and forgets the count after a quiet window', async () => {
    const { sut, clock } = build();
    for (let i = 0; i < 40; i += 1) await sut.recordFailure('ada@example.com', `10.0.0.${i}`);

    expect(sut.lockSeconds(40, 3)).toBe(300);
    clock.advance(299_000);
    expect(await sut.isLocked('ada@example.com', '10.0.0.99')).toBe(true);
    clock.advance(1000);
    expect(await sut.isLocked('ada@example.com', '10.0.0.99')).toBe(false);

    clock.advance(300_000);
    await sut.recordFailure('ada@example.com', '10.0.0.99');
    expect(await sut.isLocked('ada@example.com', '10.0.0.99')).toBe(false);
  });

  it('locks an address that tries many accounts, not other addresses', async () => {
    const { sut } = build(3, 5);
    for (let i = 0; i < 5; i += 1) await sut.recordFailure(`user${i}@example.com`, '10.0.0.1');

    expect(await sut.isLocked('new@example.com', '10.0.0.1')).toBe(true);
    expect(await sut.isLocked('new@example.com', '10.0.0.2')).toBe(false);
  });

  it('forgives the account after a success', async () => {
    const { sut } = build();
    for (let i = 0; i < 2; i += 1) await sut.recordFailure('ada@example.com', '10.0.0.1');
    await sut.recordSuccess('ada@example.com');
    await sut.recordFailure('ada@example.com', '10.0.0.1');

    expect(await sut.isLocked('ada@example.com', '10.0.0.1')).toBe(false);
  });
});
