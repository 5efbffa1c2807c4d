import type { Response } from 'express';
import { errorBody } from '../errors/api-exception';
import type { ErrorCode } from '../errors/error-code';

/** Answers from an Express middleware (before Nest's filter exists for the request). */
export function sendError(response: Response, code: ErrorCode): void {
  const body = errorBody(code);
  response.status(body.statusCode).json(body);
}
