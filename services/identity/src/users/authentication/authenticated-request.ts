import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../platform/errors/api-exception';
import type { User } from '../user.entity';

/** Who is calling an @Authenticated() route: put on the request by the session guard (auth/sessions). */
export interface Caller {
  user: User;
  /** What users/ reads of the caller's session: the SYSADMIN who opened it as the user, or null. */
  session: { impersonatorId: number | null };
}

export interface AuthenticatedRequest extends FastifyRequest {
  authentication?: Caller;
}

/**
 * The caller of an @Authenticated() route. Without one, the route lacks @Authenticated(): a
 * programming error, refused as unauthenticated.
 */
export function callerOf(request: AuthenticatedRequest): Caller {
  if (!request.authentication) throw new ApiException('UNAUTHENTICATED');
  return request.authentication;
}
