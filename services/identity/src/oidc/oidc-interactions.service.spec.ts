import type { Authentication } from '../auth/sessions/authentication';
import { asksFreshSignIn, loginResultOf, startedSince } from './oidc-interactions.service';

const sessionStartedAt = (iso: string) => ({ createdAt: new Date(iso) }) as Authentication['session'];

describe('a fresh sign-in of an interaction', () => {
  it('is asked by prompt=login and by a max_age the session is past, not by a missing session', () => {
    expect(asksFreshSignIn({ name: 'login', reasons: ['login_prompt'] })).toBe(true);
    expect(asksFreshSignIn({ name: 'login', reasons: ['max_age'] })).toBe(true);
    expect(asksFreshSignIn({ name: 'login', reasons: ['no_session'] })).toBe(false);
    expect(asksFreshSignIn({ name: 'login', reasons: ['portal_session_ended'] })).toBe(false);
    expect(asksFreshSignIn({ name: 'consent', reasons: ['consent_prompt'] })).toBe(false);
  });

  it('is answered by a portal session started in or after the second the interaction began', () => {
    const began = Date.parse('2026-11-27T10:00:05Z') / 1000;
    expect(startedSince(sessionStartedAt('2026-11-27T10:00:04.999Z'), { iat: began })).toBe(false);
    expect(startedSince(sessionStartedAt('2026-11-27T10:00:05.400Z'), { iat: began })).toBe(true);
    expect(startedSince(sessionStartedAt('2026-11-27T10:00:06Z'), { iat: began })).toBe(true);
  });

  it("records the portal session's user, start and sign-in method", () => {
    const authentication = {
      user: { uuid: '0b6f8a9e-2c41-4e57-9a0e-6d1c2b3a4f5e' },
      session: { createdAt: new Date('2026-11-27T10:00:05.700Z'), signInMethod: 'password' },
    } as Authentication;
    expect(loginResultOf(authentication)).toEqual({
      login: { accountId: '0b6f8a9e-2c41-4e57-9a0e-6d1c2b3a4f5e', ts: Date.parse('2026-11-27T10:00:05Z') / 1000, amr: ['pwd'], remember: false },
    });
  });
});
