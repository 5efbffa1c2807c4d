import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CookieWriter } from '../../platform/http/http-outcome';
import type { BrowserSession } from '../sessions/browser-session.entity';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionCookie } from '../sessions/session-cookie';
import { SessionsService } from '../sessions/sessions.service';
import { ImpersonationService } from './impersonation.service';
import { ImpersonatorCookie } from './impersonator-cookie';

/**
 * Leaving an impersonation, by POST /auth/impersonate/end or by signing out inside it: the session
 * ends and the browser gets the administrator's own session back when it is still live (ADR 0221).
 */
@Injectable()
export class ImpersonationExit {
  constructor(
    private readonly impersonation: ImpersonationService,
    private readonly sessions: SessionsService,
    private readonly sessionCookie: SessionCookie,
    private readonly impersonatorCookie: ImpersonatorCookie,
  ) {}

  /** The impersonated session of the request's cookie, or null (none, or the user's own session). */
  async impersonatedSession(request: FastifyRequest): Promise<BrowserSession | null> {
    const token = this.sessionCookie.read(request);
    const authentication = token ? await this.sessions.resolve(token) : null;
    return authentication && authentication.session.impersonatorId !== null ? authentication.session : null;
  }

  /** Ends the impersonation and sets the cookies on `response`; true when the administrator's session is back. */
  async leave(session: BrowserSession, request: FastifyRequest, response: CookieWriter, context: SessionContext): Promise<boolean> {
    const ownToken = this.impersonatorCookie.read(request);
    const restored = await this.impersonation.end(session, ownToken, context);
    this.impersonatorCookie.clear(response);
    if (restored && ownToken) this.sessionCookie.write(response, ownToken);
    else this.sessionCookie.clear(response);
    return restored;
  }
}
