import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type SessionContext, sessionContextOf } from './session-context';

/** The caller's address and user agent, for sessions and audit entries. */
export const ClientContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionContext => sessionContextOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
