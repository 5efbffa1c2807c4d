import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedRequest, authenticationOf } from './authentication';
import type { BrowserSession } from './browser-session.entity';

/** The session of an @Authenticated() route's caller (to keep it while ending the others). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): BrowserSession => authenticationOf(context.switchToHttp().getRequest<AuthenticatedRequest>()).session);
