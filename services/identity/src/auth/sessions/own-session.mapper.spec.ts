import { userFactory } from '../../../test/factories/user.factory';
import type { BrowserSession } from './browser-session.entity';
import { displayAddress, mapOwnSession } from './own-session.mapper';

function sessionRow(fields: Partial<BrowserSession> = {}): BrowserSession {
  return {
    id: 4,
    tokenHash: 'a'.repeat(64),
    userId: 1,
    user: userFactory(),
    impersonatorId: null,
    impersonator: null,
    impersonatorSessionId: null,
    impersonatorSession: null,
    signInMethod: 'password',
    createdAt: new Date('2030-01-01T08:00:00Z'),
    lastSeenAt: new Date('2030-01-01T09:30:00Z'),
    reauthenticatedAt: null,
    expiresAt: new Date('2030-01-08T08:00:00Z'),
    ip: '::ffff:203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ...fields,
  };
}

describe(mapOwnSession.name, () => {
  it('describes the device, the plain address and the times, and marks the current session', () => {
    expect(mapOwnSession(sessionRow(), 4)).toEqual({
      id: 4,
      browser: 'Firefox 133',
      os: 'Linux',
      platform: 'desktop',
      ip: '203.0.113.7',
      created_at: '2030-01-01T08:00:00.000Z',
      last_seen_at: '2030-01-01T09:30:00.000Z',
      current: true,
      impersonator: null,
    });
    expect(mapOwnSession(sessionRow(), 5).current).toBe(false);
  });

  it("names the impersonator and never lets the token hash or the raw user agent out", () => {
    const sut = mapOwnSession(sessionRow({ impersonatorId: 2, impersonator: userFactory({ firstName: 'Margaret', lastName: 'Hamilton' }) }), 5);

    expect(sut.impersonator).toEqual({ first_name: 'Margaret', last_name: 'Hamilton' });
    expect(JSON.stringify(sut)).not.toMatch(/aaaa|Mozilla|Gecko/);
  });
});

describe(displayAddress.name, () => {
  it('unwraps IPv4-mapped addresses and leaves the others alone', () => {
    expect(displayAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(displayAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(displayAddress('198.51.100.4')).toBe('198.51.100.4');
    expect(displayAddress(null)).toBeNull();
  });
});
