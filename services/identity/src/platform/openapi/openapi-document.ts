import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { IdentityConfig } from '../config/identity-config';

/** The names of the security schemes the routes refer to, each declared by the module whose guard checks it. */
export interface OpenApiSecuritySchemes {
  /** The session cookie. */
  readonly sessionCookie: string;
  /** An application's client id and secret. */
  readonly clientCredentials: string;
}

/**
 * The OpenAPI document of every route (served at /docs-json, written by `npm run openapi`).
 * Object keys are sorted so the same code always gives the same bytes: the generated api-client
 * is checked for staleness by comparing them.
 */
export function createOpenApiDocument(app: INestApplication, config: IdentityConfig, security: OpenApiSecuritySchemes): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Weather identity API')
    .setDescription(
      'Sign-in, sessions and accounts of the weather applications. Errors always have the body ' +
        '{ statusCode, code, message, errors? }; state-changing calls need X-Requested-With: XMLHttpRequest.',
    )
    .setVersion('1')
    .addCookieAuth(config.session.cookieName, { type: 'apiKey', in: 'cookie', name: config.session.cookieName }, security.sessionCookie)
    .addBasicAuth({ type: 'http', scheme: 'basic', description: "An application's client id and client secret" }, security.clientCredentials)
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
