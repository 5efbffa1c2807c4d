import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import type { AuthenticatedRequest } from './authenticated-request';

/** The id of the SYSADMIN who opened the caller's session as the user, or null for the user's own session. */
export const CurrentImpersonatorId = createParamDecorator((_data: unknown, context: ExecutionContext): number | null => {
  const authentication = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication;
  // Only reachable on a route without @Authenticated(): a programming error, refused as unauthenticated.
  if (!authentication) throw new ApiException('UNAUTHENTICATED');
  return authentication.session.impersonatorId;
});
