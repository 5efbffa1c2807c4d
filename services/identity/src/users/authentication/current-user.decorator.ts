import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../user.entity';
import { type AuthenticatedRequest, callerOf } from './authenticated-request';

/** The signed-in user of an @Authenticated() route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => callerOf(context.switchToHttp().getRequest<AuthenticatedRequest>()).user);
