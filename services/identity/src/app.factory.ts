import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet, { type HelmetOptions } from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { corsOptions } from './common/http/cors-options';
import { createCsrfMiddleware } from './common/http/csrf.middleware';
import { bodyErrorHandler, jsonBodyParser, requireJsonBody, requireObjectBody } from './common/http/json-body';
import { PinoNestLogger } from './common/http/nest-logger';
import { createRequestLogger, createRootLogger } from './common/http/request-logging';
import type { IdentityConfig } from './config/identity-config';
import { createOpenApiDocument } from './openapi/openapi-document';

/** helmet's defaults, except what would break a plain-http development setup or the portal. */
function helmetOptions(config: IdentityConfig): HelmetOptions {
  const https = config.publicApiUrl.protocol === 'https:';
  return {
    // The portal (another origin of the same site) shows the avatar images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Over plain http, forcing https would break the /docs page and teach browsers a wrong HSTS.
    strictTransportSecurity: https,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
  };
}

/**
 * Builds the whole API for a configuration: the server, the tests and the OpenAPI writer all use
 * this, so they exercise the same pipeline. The order of the middlewares is the order a request
 * meets them: log line and request id, security headers, CORS, cookies, CSRF, then the JSON body.
 */
export async function createIdentityApp(config: IdentityConfig, logger: Logger = createRootLogger(config.logLevel, config.logFormat)): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(createRequestLogger(logger));
  app.use(helmet(helmetOptions(config)));
  app.enableCors(corsOptions(config.portalOrigins));
  app.use(cookieParser());
  app.use(createCsrfMiddleware([...config.portalOrigins, config.publicApiUrl.origin]));
  app.use(requireJsonBody);
  app.use(jsonBodyParser());
  app.use(bodyErrorHandler);
  app.use(requireObjectBody);
  SwaggerModule.setup('docs', app, () => createOpenApiDocument(app, config), { jsonDocumentUrl: 'docs-json' });
  return app;
}
