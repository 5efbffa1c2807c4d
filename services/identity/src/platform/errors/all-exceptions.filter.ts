import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { acsRefusalUrl, isAcsRefusal } from '../http/acs-refusal';
import { isSamlAssertionConsumer } from '../http/state-changing';
import { ApiException } from './api-exception';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
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
  if (isDatabaseUnavailable(exception)) return new ApiException('SERVICE_UNAVAILABLE', undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
  return new ApiException('INTERNAL_ERROR');
}

/**
 * The one place where exceptions become answers (Nest also hands it the errors of Fastify's own
 * steps: a body too large, a refused parse), so every error has the contract's shape.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const apiException = toApiException(exception);
    if (apiException.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(exception)) {
      // An outage answers every request alike: one line each, without the stack.
      this.logger.warn(`database unavailable: ${describe(exception)}`);
    } else if (apiException.status >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    // The SAML assertion consumer's caller is a browser posting the provider's form: a refusal of any
    // kind (the form too large, a field too long) sends it to the portal's /login, never to a JSON page.
    if (apiException.status < 500 && isSamlAssertionConsumer(host.switchToHttp().getRequest<FastifyRequest>())) {
      const code = isAcsRefusal(apiException.code) ? apiException.code : 'SAML_RESPONSE_REJECTED';
      host.switchToHttp().getResponse<FastifyReply>().redirect(acsRefusalUrl(this.config.portalUrl, code), 303);
      return;
    }
    // The type is set again: a route may have declared another one (XML metadata) for its success.
    host.switchToHttp().getResponse<FastifyReply>().headers(apiException.headers).type('application/json; charset=utf-8').status(apiException.status).send(apiException.toBody());
  }
}

function describe(exception: unknown): string {
  const { code, message } = exception as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}
