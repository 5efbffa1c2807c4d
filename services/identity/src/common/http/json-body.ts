import { json, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendError } from './send-error';
import { isSamlAssertionConsumer, isStateChanging } from './state-changing';

/** Bodies are small JSON documents; a route that needs more (the avatar) gets its own parser. */
export const DEFAULT_BODY_LIMIT = '1mb';

function hasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/**
 * Only JSON bodies are accepted: a form or text body is 415, so nothing else reaches a DTO, and a
 * cross-site form post cannot even be parsed.
 */
export const requireJsonBody: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
  // The SAML assertion consumer's form is parsed by its own module (saml.module.ts).
  if (isStateChanging(request) && hasBody(request) && !request.is('application/json') && !isSamlAssertionConsumer(request)) {
    return sendError(response, 'UNSUPPORTED_MEDIA_TYPE');
  }
  next();
};

export function jsonBodyParser(limit: string = DEFAULT_BODY_LIMIT): RequestHandler {
  return json({ limit, strict: true });
}

/** Every body of the API is one JSON object; an array names no fields to validate. */
export const requireObjectBody: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
  if (Array.isArray(request.body)) return sendError(response, 'BAD_REQUEST');
  next();
};

/** body-parser's failures as contract errors: bad JSON 400, too large 413, odd encodings 415. */
export const bodyErrorHandler: ErrorRequestHandler = (error: { type?: string }, _request, response, next) => {
  switch (error.type) {
    case 'entity.parse.failed':
      return sendError(response, 'MALFORMED_JSON');
    case 'entity.too.large':
      return sendError(response, 'PAYLOAD_TOO_LARGE');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return sendError(response, 'UNSUPPORTED_MEDIA_TYPE');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return sendError(response, 'BAD_REQUEST');
    default:
      return next(error);
  }
};
