import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiException } from './api-exception';
import type { ErrorCode } from './error-code';

/** Statuses Nest or Fastify may raise on their own, as codes of the catalogue. */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Turns any exception into a status code from the catalogue; the contract's error body, always. */
export function toApiException(exception: unknown): ApiException {
  if (exception instanceof ApiException) return exception;
  if (exception instanceof HttpException) return new ApiException(CODE_BY_STATUS[exception.getStatus()] ?? 'INTERNAL_ERROR');
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  // Fastify's own refusals (body too large, unknown media type, bad length) carry a 4xx statusCode.
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiException(CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
  return new ApiException('INTERNAL_ERROR');
}

/**
 * The one place where exceptions become answers (Nest also hands it the errors of Fastify's own
 * steps: a body too large, a refused parse), so every error has the contract's shape.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const apiException = toApiException(exception);
    if (apiException.status >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    // The type is set again: a route may have declared another one (XML metadata) for its success.
    host.switchToHttp().getResponse<FastifyReply>().headers(apiException.headers).type('application/json; charset=utf-8').status(apiException.status).send(apiException.toBody());
  }
}
