import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import type { SecurityHeadersOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { ImpersonationScope } from './auth/impersonation/impersonation-scope';
import { SESSION_COOKIE_SECURITY } from './users/authentication/authenticated.decorator';
import { corsOptions } from './platform/http/cors-options';
import { createCsrfHook } from './platform/http/csrf.hook';
import { DEFAULT_BODY_LIMIT, registerJsonBodyParser, requireJsonBody } from './platform/http/json-body';
import { noStoreByDefault } from './platform/http/no-store';
import { PinoNestLogger } from './platform/http/nest-logger';
import { createRootLogger, registerRequestLogging, requestIdOf } from './platform/http/request-logging';
import type { IdentityConfig, TrustProxy } from './platform/config/identity-config';
import { registerHttpMetrics } from './platform/metrics/http-metrics';
import { Metrics } from './platform/metrics/metrics';
import { createOpenApiDocument } from './platform/openapi/openapi-document';
import { registerDraining } from './platform/shutdown/graceful-shutdown';
import { CLIENT_CREDENTIALS_SECURITY } from './site-applications/handoff/client-credentials';

/** The SAML assertion consumer's form (the HTTP-POST binding) is the only body that is not JSON. */
const SAML_FORM_BODY_LIMIT = 256 * 1024;

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many proxies in front of us, whatever
 * their addresses (Fastify alone refuses a bare count); addresses and names go to proxy-addr.
 */
function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** helmet's defaults (Nest's security headers are helmet 8's), except what would break a plain-http development setup or the portal. */
function securityHeaders(config: IdentityConfig): SecurityHeadersOptions {
  const https = config.publicApiUrl.protocol === 'https:';
  return {
    // The portal (another origin of the same site) shows the avatar images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Over plain http, forcing https would break the /docs page and teach browsers a wrong HSTS.
    strictTransportSecurity: https,
    // No page may frame an answer of the API (clickjacking of /docs, of a JSON answer shown in a frame).
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null, frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
  };
}

/** The OpenAPI document of the app (served at /docs-json, written by `npm run openapi`). */
export function identityOpenApiDocument(app: NestFastifyApplication, config: IdentityConfig): OpenAPIObject {
  return createOpenApiDocument(app, config, { sessionCookie: SESSION_COOKIE_SECURITY, clientCredentials: CLIENT_CREDENTIALS_SECURITY });
}

/**
 * Builds the whole API for a configuration: the server, the tests and the OpenAPI writer all use
 * this, so they exercise the same pipeline. The HTTP server is Fastify (docs/adr/0412). A request
 * meets, in order: security headers, its id and log line, Cache-Control, CORS, the CSRF and body checks (before
 * the body is read), cookies, then the JSON body parser; on an @Authenticated() route, then its session
 * and, in an impersonation, the audit's scope (ADR 0237).
 */
export async function createIdentityApp(config: IdentityConfig, logger: Logger = createRootLogger(config.logLevel, config.logFormat)): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
    // A failed start (database unreachable, migration lock...) rejects, so the caller sees the cause:
    // main.ts prints it and exits 1, a test fails with it (Nest's default exits the whole test run).
    abortOnError: false,
  });
  const instance = app.getHttpAdapter().getInstance();
  registerRequestLogging(instance, logger);
  // Before the routes exist: it adds a hook to each @Authenticated() route as Nest registers it.
  app.get(ImpersonationScope).register(instance);
  // Requests by route template, method and status (docs/adr/1000); no hook at all when metrics are off.
  const metrics = app.get(Metrics);
  if (metrics.enabled) registerHttpMetrics(instance, metrics.instruments.httpRequestDuration);
  // After SIGTERM (main.ts): /health/ready answers 503 and answers close their connections.
  registerDraining(app, instance);
  instance.addHook('onRequest', noStoreByDefault);
  // A plugin of Fastify's own, not app.enableCors(): Nest's adapter runs @fastify/cors's hook through
  // a wrapper that copies the headers to the raw response on every request, about 5 of GET
  // /v1/users/me's 90 CPU µs (issue 32). Its place (before Nest middleware) matters to apps that
  // have middleware; this one has none (docs/adr/0412).
  await app.register(fastifyCors, corsOptions(config.portalOrigins));
  // Computed once at start, set by Nest's first request hook (@fastify/helmet rebuilt helmet per request).
  app.useSecurityHeaders(securityHeaders(config));
  instance.addHook('onRequest', createCsrfHook([...config.portalOrigins, config.publicApiUrl.origin]));
  instance.addHook('onRequest', requireJsonBody);
  await app.register(fastifyCookie);
  registerJsonBodyParser(instance);
  await app.register(fastifyFormbody, { bodyLimit: SAML_FORM_BODY_LIMIT });
  SwaggerModule.setup('docs', app, () => identityOpenApiDocument(app, config), { jsonDocumentUrl: 'docs-json' });
  return app;
}
