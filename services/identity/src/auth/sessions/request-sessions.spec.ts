import type { FastifyRequest } from 'fastify';
import type { Authentication } from './authentication';
import { RequestSessions } from './request-sessions';
import type { SessionCookie } from './session-cookie';
import type { SessionsService } from './sessions.service';

describe(RequestSessions.name, () => {
  const authentication = { user: { id: 7 }, session: { id: 30, impersonatorId: null } } as Authentication;
  let resolved: string[];
  let sut: RequestSessions;

  beforeEach(() => {
    resolved = [];
    const sessions = { resolve: (token: string) => (resolved.push(token), Promise.resolve(token === 'live' ? authentication : null)) } as unknown as SessionsService;
    const cookie = { read: (request: FastifyRequest) => (request.headers.cookie as string | undefined) ?? null } as unknown as SessionCookie;
    sut = new RequestSessions(sessions, cookie);
  });

  const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

  it('resolves the cookie of a request once, whoever asks (the impersonation scope, then the guard)', async () => {
    const live = request('live');
    await expect(sut.of(live)).resolves.toBe(authentication);
    await expect(sut.of(live)).resolves.toBe(authentication);
    expect(resolved).toEqual(['live']);
  });

  it('resolves each request on its own, and a request without a cookie to no session without a look-up', async () => {
    await expect(sut.of(request('ended'))).resolves.toBeNull();
    await expect(sut.of(request('live'))).resolves.toBe(authentication);
    await expect(sut.of(request())).resolves.toBeNull();
    expect(resolved).toEqual(['ended', 'live']);
  });
});
