import { unitModule } from '../../../test/support/unit-module';
import { RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { LoginThrottle } from './login-throttle';

async function build(environment: Record<string, string> = {}): Promise<LoginThrottle> {
  const unit = await unitModule({
    providers: [LoginThrottle, RateLimiters],
    config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_ACCOUNT_CEILING: '7', LOGIN_MAX_FAILURES_PER_IP: '5', ...environment },
  });
  return unit.get(LoginThrottle);
}

/** Reserves `count` checks and says how many the brake let through. */
async function granted(sut: LoginThrottle, count: number, email: string, ip: (index: number) => string): Promise<number> {
  const reservations = await Promise.all(Array.from({ length: count }, (_, index) => sut.reserve(email, ip(index))));
  return reservations.filter((reservation) => reservation !== null).length;
}

describe(LoginThrottle.name, () => {
  it('lets through at most LOGIN_MAX_FAILURES_PER_ACCOUNT checks of an account from one address, however many race', async () => {
    const sut = await build();

    expect(await granted(sut, 40, 'ada@example.com', () => '10.0.0.1')).toBe(3);
    expect(await sut.reserve('ada@example.com', '10.0.0.2')).not.toBeNull();
  });

  it('gives a successful check back: the owner who typed the right password keeps their tries', async () => {
    const sut = await build();
    for (let i = 0; i < 2; i += 1) await sut.reserve('ada@example.com', '10.0.0.1');
    const right = await sut.reserve('ada@example.com', '10.0.0.1');

    await right?.succeeded();

    expect(await sut.reserve('ada@example.com', '10.0.0.1')).not.toBeNull();
    expect(await sut.reserve('ada@example.com', '10.0.0.1')).toBeNull();
  });

  it('stops an account at LOGIN_ACCOUNT_CEILING over all addresses; attempts of a locked-out address spend none of it', async () => {
    const sut = await build({ LOGIN_MAX_FAILURES_PER_IP: '50' });

    // A stranger locked out of the pair after 3 spends 3 of the ceiling, not 30.
    expect(await granted(sut, 30, 'ada@example.com', () => '10.0.0.1')).toBe(3);
    expect(await granted(sut, 12, 'ada@example.com', (index) => `10.0.1.${index}`)).toBe(4);
    expect(await sut.reserve('ada@example.com', '10.0.2.1')).toBeNull();
    expect(await sut.reserve('bob@example.com', '10.0.2.1')).not.toBeNull();
  });

  it('stops an address at LOGIN_MAX_FAILURES_PER_IP over all accounts, and gives back the pair it reserved first', async () => {
    const sut = await build();

    expect(await granted(sut, 8, 'unused', () => '10.0.0.1')).toBe(3);
    const others = await Promise.all(['bob', 'cy', 'di'].map((name) => sut.reserve(`${name}@example.com`, '10.0.0.1')));
    expect(others.map((reservation) => reservation !== null)).toEqual([true, true, false]);
    // The refused attempt on di@ counted nowhere: di@ still has all three checks from another address.
    expect(await granted(sut, 3, 'di@example.com', () => '10.0.0.2')).toBe(3);
  });

  it('gives back the account point reserved beside a full address, so the refusal spends nothing of the account', async () => {
    const sut = await build({ LOGIN_ACCOUNT_CEILING: '1', LOGIN_MAX_FAILURES_PER_IP: '1' });
    expect(await sut.reserve('bob@example.com', '10.0.0.1')).not.toBeNull();

    expect(await granted(sut, 5, 'ada@example.com', () => '10.0.0.1')).toBe(0);
    expect(await sut.reserve('ada@example.com', '10.0.0.2')).not.toBeNull();
  });

  it('counts the code sign-in apart from the password: a password lock does not stop codes', async () => {
    const sut = await build();
    await granted(sut, 3, 'ada@example.com', () => '10.0.0.1');

    expect(await sut.reserve('ada@example.com', '10.0.0.1')).toBeNull();
    expect(await sut.reserve('ada@example.com', '10.0.0.1', 'code')).not.toBeNull();
  });
});
