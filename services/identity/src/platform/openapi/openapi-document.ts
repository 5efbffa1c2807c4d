import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { IdentityConfig } from '../config/identity-config';
import { CLIENT_CREDENTIALS_SECURITY } from '../../site-applications/handoff/client-credentials';
import { SESSION_COOKIE_SECURITY } from '../../auth/sessions/authenticated.decorator';

/**
 * The OpenAPI document of every route (served at /docs-json, written by `npm run openapi`).
 * Object keys are sorted so the same code always gives the same bytes: the generated api-client
 * is checked for staleness by comparing them.
 */
export function createOpenApiDocument(app: INestApplication, config: IdentityConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Weather identity API')
    .setDescription(
      'Sign-in, sessions and accounts of the weather applications. Errors always have the body ' +
        '{ statusCode, code, message, errors? }; state-changing calls need X-Requested-With: XMLHttpRequest.',
    )
    .setVersion('1')
    .addCookieAuth(config.session.cookieName, { type: 'apiKey', in: 'cookie', name: config.session.cookieName }, SESSION_COOKIE_SECURITY)
    .addBasicAuth({ type: 'http', scheme: 'basic', description: "An application's client id and client secret" }, CLIENT_CREDENTIALS_SECURITY)
    .build();
  return sortKeys(SwaggerModule.createDocument(app, builder)) as OpenAPIObject;
}

/** Deep copy with object keys in code-point order; arrays keep their order (it carries meaning). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
