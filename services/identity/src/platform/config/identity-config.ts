import { type ConfigOf, group } from './config-schema';
import { captchaSchema } from './namespaces/captcha';
import { databaseSchema, databaseTimeoutsSchema } from './namespaces/database';
import { demoAdminSchema } from './namespaces/demo-admin';
import { enterpriseDomainsSchema, samlSchema } from './namespaces/enterprises';
import { keysEncryptionSchema } from './namespaces/keys-encryption';
import { loginThrottleSchema, mailLimitSchema, redisKeyPrefixSchema, redisTimeoutSchema, redisUrlSchema, registrationSchema } from './namespaces/limits';
import { magicCodeSchema } from './namespaces/magic-code';
import { mailSchema } from './namespaces/mail';
import { metricsSchema, tracingSchema } from './namespaces/observability';
import { oidcSchema } from './namespaces/oidc';
import { outboundSchema } from './namespaces/outbound';
import { httpSchema, instancesSchema, loggingSchema, type ServerConfig } from './namespaces/server';
import { handoffSchema, webhooksSchema } from './namespaces/site-applications';
import { sessionSchema } from './namespaces/session';
import { socialSchema } from './namespaces/social';

export type { CaptchaConfig } from './namespaces/captcha';
export type { DatabaseConfig, DatabaseTimeouts } from './namespaces/database';
export type { MailConfig } from './namespaces/mail';
export type { MetricsConfig, TracingConfig } from './namespaces/observability';
export type { LogFormat, LogLevel, NodeEnvironment, TrustProxy } from './namespaces/server';
export type { FacebookConfig, LinkedInConfig, SocialConfig } from './namespaces/social';

/**
 * Every setting but the server's own (namespaces/server.ts, read first: these defaults depend on
 * it). Read in this order, so problems are listed in it; the production requirements too (SMTP_URL,
 * MAGIC_CODE_SECRET, CAPTCHA_SECRET, KEYS_ENCRYPTION_KEY, SOCIAL_STATE_SECRET).
 */
export const settingsSchema = group({
  ...httpSchema.fields,
  database: databaseSchema,
  databaseTimeouts: databaseTimeoutsSchema,
  session: sessionSchema,
  loginThrottle: loginThrottleSchema,
  redisUrl: redisUrlSchema,
  redisKeyPrefix: redisKeyPrefixSchema,
  redisTimeoutMs: redisTimeoutSchema,
  mailLimit: mailLimitSchema,
  ...loggingSchema.fields,
  mail: mailSchema,
  magicCode: magicCodeSchema,
  handoff: handoffSchema,
  webhooks: webhooksSchema,
  captcha: captchaSchema,
  keysEncryption: keysEncryptionSchema,
  registration: registrationSchema,
  enterpriseDomains: enterpriseDomainsSchema,
  demoAdmin: demoAdminSchema,
  social: socialSchema,
  outbound: outboundSchema,
  saml: samlSchema,
  oidc: oidcSchema,
  instances: instancesSchema,
  metrics: metricsSchema,
  tracing: tracingSchema,
});

/**
 * Every setting of the identity service, validated once at boot (see load-config.ts).
 * Services receive this object; none of them reads process.env.
 */
export interface IdentityConfig extends ServerConfig, ConfigOf<typeof settingsSchema> {}
