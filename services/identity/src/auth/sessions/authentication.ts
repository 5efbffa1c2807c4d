import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../platform/errors/api-exception';
import type { Caller } from '../../users/authentication/authenticated-request';
import type { BrowserSession } from './browser-session.entity';

/** Who is calling: attached to the request by the session guard (users/ reads it as a Caller). */
export interface Authentication extends Caller {
  session: BrowserSession;
}

export interface AuthenticatedRequest extends FastifyRequest {
  authentication?: Authentication;
}

/** The caller of an @Authenticated() route, with its session; without one, the route lacks @Authenticated() (refused as unauthenticated). */
export function authenticationOf(request: AuthenticatedRequest): Authentication {
  if (!request.authentication) throw new ApiException('UNAUTHENTICATED');
  return request.authentication;
}
