import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import type { User } from '../user.entity';
import type { AuthenticatedRequest } from './authenticated-request';

/** The signed-in user of an @Authenticated() route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const authentication = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication;
  // Only reachable on a route without @Authenticated(): a programming error, refused as unauthenticated.
  if (!authentication) throw new ApiException('UNAUTHENTICATED');
  return authentication.user;
});
