import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Authentication } from './authentication';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

const RESOLUTION = Symbol('the session of the request');

type ResolvableRequest = FastifyRequest & { [RESOLUTION]?: Promise<Authentication | null> };

/**
 * The live session of a request's cookie, resolved once per request whoever asks first: the
 * impersonation scope (a hook before the handler, auth/impersonation) or the session guard.
 */
@Injectable()
export class RequestSessions {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  of(request: FastifyRequest): Promise<Authentication | null> {
    const resolvable = request as ResolvableRequest;
    return (resolvable[RESOLUTION] ??= this.resolve(request));
  }

  private resolve(request: FastifyRequest): Promise<Authentication | null> {
    const token = this.cookie.read(request);
    return token ? this.sessions.resolve(token) : Promise.resolve(null);
  }
}
