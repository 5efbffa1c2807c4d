import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedRequest, callerOf } from './authenticated-request';

/** The id of the SYSADMIN who opened the caller's session as the user, or null for the user's own session. */
export const CurrentImpersonatorId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number | null => callerOf(context.switchToHttp().getRequest<AuthenticatedRequest>()).session.impersonatorId,
);
