import type { FastifyReply } from 'fastify';
import { errorBody } from '../errors/api-exception';
import type { ErrorCode } from '../errors/error-code';

/** Answers from a Fastify hook or error handler (outside Nest's exception filter). */
export function sendError(reply: FastifyReply, code: ErrorCode): FastifyReply {
  const body = errorBody(code);
  return reply.status(body.statusCode).send(body);
}
