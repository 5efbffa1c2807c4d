import Fastify, { type FastifyInstance } from 'fastify';
import { impersonatedActing } from '../../platform/audit/audit-context';
import type { AuthenticatedRouteConfig } from '../../users/authentication/authenticated.decorator';
import type { Authentication } from '../sessions/authentication';
import type { RequestSessions } from '../sessions/request-sessions';
import { ImpersonationScope } from './impersonation-scope';

/** The session each request resolves to, by its x-session header (none: no session). */
const SESSIONS: Record<string, Authentication> = {
  impersonated: { user: { id: 7 }, session: { id: 30, userId: 7, impersonatorId: 1 } } as Authentication,
  ordinary: { user: { id: 7 }, session: { id: 31, userId: 7, impersonatorId: null } } as Authentication,
};

describe(ImpersonationScope.name, () => {
  let app: FastifyInstance;
  let resolutions: number;

  beforeEach(async () => {
    resolutions = 0;
    const requestSessions = {
      of: (request: { headers: Record<string, unknown> }) => {
        resolutions += 1;
        const name = request.headers['x-session'];
        return typeof name === 'string' && name in SESSIONS ? Promise.resolve(SESSIONS[name]) : name === 'broken' ? Promise.reject(new Error('database down')) : Promise.resolve(null);
      },
    } as unknown as RequestSessions;
    app = Fastify();
    new ImpersonationScope(requestSessions).register(app);
    // The handler awaits before reading the store, as a real one awaits its statements.
    const acting = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { acting: impersonatedActing.getStore() ?? null };
    };
    const authenticated: AuthenticatedRouteConfig = { authenticated: true };
    app.get('/authenticated', { config: authenticated }, acting);
    app.get('/open', acting);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  it('runs a request of an impersonated session on an @Authenticated() route as the administrator, past its awaits', async () => {
    const answer = await app.inject({ url: '/authenticated', headers: { 'x-session': 'impersonated' } });
    expect(answer.json()).toEqual({ acting: { administratorId: 1, userId: 7, sessionId: 30 } });
  });

  it('leaves an ordinary session, a request without one and a failed resolution (the guard answers it) outside any impersonation', async () => {
    for (const session of ['ordinary', 'none', 'broken']) {
      const answer = await app.inject({ url: '/authenticated', headers: { 'x-session': session } });
      expect(answer.json()).toEqual({ acting: null });
    }
  });

  it('adds nothing to the other routes: their sessions are not even resolved', async () => {
    const answer = await app.inject({ url: '/open', headers: { 'x-session': 'impersonated' } });
    expect(answer.json()).toEqual({ acting: null });
    expect(resolutions).toBe(0);
  });

  it('keeps one request’s impersonation out of the next request on the same route', async () => {
    await app.inject({ url: '/authenticated', headers: { 'x-session': 'impersonated' } });
    const answer = await app.inject({ url: '/authenticated', headers: { 'x-session': 'ordinary' } });
    expect(answer.json()).toEqual({ acting: null });
  });
});
