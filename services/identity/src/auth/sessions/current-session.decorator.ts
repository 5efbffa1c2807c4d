import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import type { AuthenticatedRequest } from './authentication';
import type { BrowserSession } from './browser-session.entity';

/** The session of an @Authenticated() route's caller (to keep it while ending the others). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): BrowserSession => {
  const authentication = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication;
  if (!authentication) throw new ApiException('UNAUTHENTICATED');
  return authentication.session;
});
