import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import type { Environment, Parsed, Reader } from './config-reader';
import { parseDnsServers } from './dns-servers';
import { parseDurationSeconds } from './duration';
import { readSocialConfig } from './social-config';
import type { CaptchaConfig, DatabaseConfig, IdentityConfig, LogFormat, LogLevel, NodeEnvironment, TrustProxy } from './identity-config';

export type { Environment } from './config-reader';

const ok = <T>(value: T): Parsed<T> => ({ value });
const bad = (problem: string): { problem: string } => ({ problem });

const NODE_ENVIRONMENTS: readonly NodeEnvironment[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];
/** RFC 6265 cookie-name characters (a "token"). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Variables whose values may hold a password, so a message never repeats them. */
const SECRET_BEARING = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'MAGIC_CODE_SECRET', 'CAPTCHA_SECRET', 'RECAPTCHA_SECRET_KEY', 'FACEBOOK_CLIENT_SECRET', 'LINKEDIN_CLIENT_SECRET', 'SOCIAL_STATE_SECRET', 'KEYS_ENCRYPTION_KEY', 'KEYS_ENCRYPTION_PREVIOUS_KEY']);
export const DEFAULT_MAIL_FROM = 'Weather account <no-reply@weather.example.com>';
/** An address, alone or as `Display name <address>`; one line (a newline would forge headers). */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/**
 * Builds the one configuration object from the environment. Every problem is collected, so a person
 * fixing a deployment sees all bad variables at once; any problem refuses the boot (ConfigError).
 * A relative DATA_DIR is resolved against `cwd`: the working directory of the process, which is
 * services/identity under `npm start` (npm runs workspace scripts in the workspace folder).
 */
export function loadConfig(env: Environment, cwd: string = process.cwd()): IdentityConfig {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (text: string) => Parsed<T>): T => {
    const text = env[name];
    if (text === undefined || text.trim() === '') return fallback;
    const result = parse(text.trim());
    if ('problem' in result) {
      // A database or SMTP URL may hold a password: its value never goes into the message.
      const shown = SECRET_BEARING.has(name) ? '' : ` (got "${text}")`;
      problems.push(`${name} ${result.problem}${shown}`);
      return fallback;
    }
    return result.value;
  };

  const nodeEnv = read<NodeEnvironment>('NODE_ENV', 'development', (text) =>
    isOneOf(NODE_ENVIRONMENTS, text) ? ok(text) : bad(`must be one of ${NODE_ENVIRONMENTS.join(', ')}`),
  );
  const port = read('IDENTITY_PORT', 3000, parsePort);
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  const database = read<DatabaseConfig>('DATABASE_URL', { engine: 'sqlite', path: resolve(dataDir, 'identity.sqlite') }, parseDatabaseUrl);
  const publicApiUrl = read('PUBLIC_API_URL', new URL(`http://localhost:${port}`), parseHttpUrl);
  const portalUrl = read('PORTAL_URL', new URL('http://localhost:8080'), parseHttpUrl);
  const portalOrigins = read<readonly string[]>('PORTAL_ORIGINS', [portalUrl.origin], parseOrigins);
  const cookieName = read('SESSION_COOKIE_NAME', 'wid_session', (text) =>
    COOKIE_NAME.test(text) ? ok(text) : bad("must be a cookie name (letters, digits and !#$%&'*+-.^_`|~)"),
  );
  const ttlSeconds = read('SESSION_TTL', 7 * 86400, parseDuration);
  const idleTimeoutSeconds = read('SESSION_IDLE_TIMEOUT', 8 * 3600, parseDuration);
  if (idleTimeoutSeconds > ttlSeconds) {
    problems.push(`SESSION_IDLE_TIMEOUT must not be longer than SESSION_TTL (got ${idleTimeoutSeconds}s > ${ttlSeconds}s)`);
  }
  const impersonationTtlSeconds = read('IMPERSONATION_TTL', 60 * 60, parseDuration);
  const maxFailuresPerAccount = read('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, parsePositiveInteger);
  const accountCeiling = read('LOGIN_ACCOUNT_CEILING', 100, parsePositiveInteger);
  const maxFailuresPerIp = read('LOGIN_MAX_FAILURES_PER_IP', 50, parsePositiveInteger);
  const windowSeconds = read('LOGIN_FAILURE_WINDOW', 15 * 60, parseDuration);
  const redisUrl = read<URL | null>('REDIS_URL', null, parseRedisUrl);
  const mailPerWindow = read('MAIL_MAX_PER_RECIPIENT', 5, parsePositiveInteger);
  const mailWindowSeconds = read('MAIL_RECIPIENT_WINDOW', 15 * 60, parseDuration);
  const mailPerDay = read('MAIL_MAX_PER_RECIPIENT_PER_DAY', 20, parsePositiveInteger);
  const logLevel = read<LogLevel>('LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info', (text) =>
    isOneOf(LOG_LEVELS, text) ? ok(text) : bad(`must be one of ${LOG_LEVELS.join(', ')}`),
  );
  const logFormat = read<LogFormat>('LOG_FORMAT', nodeEnv === 'development' ? 'pretty' : 'json', (text) =>
    isOneOf(LOG_FORMATS, text) ? ok(text) : bad(`must be one of ${LOG_FORMATS.join(', ')}`),
  );
  const trustProxy = read<TrustProxy>('TRUST_PROXY', false, parseTrustProxy);
  const smtpUrl = read<URL | null>('SMTP_URL', null, parseSmtpUrl);
  const mailFrom = read('MAIL_FROM', DEFAULT_MAIL_FROM, (text) =>
    MAIL_FROM.test(text) ? ok(text) : bad('must be an email address or "Name <address>", e.g. "Weather account <no-reply@example.com>"'),
  );
  const magicCodeSecret = read<string | null>('MAGIC_CODE_SECRET', null, (text) =>
    text.length >= 32 ? ok(text) : bad('must have at least 32 characters (e.g. openssl rand -base64 32)'),
  );
  const keysEncryptionKey = read<string | null>('KEYS_ENCRYPTION_KEY', null, parseKeySecret);
  const keysEncryptionPreviousKey = read<string | null>('KEYS_ENCRYPTION_PREVIOUS_KEY', null, parseKeySecret);
  const signingKeyActivationDelaySeconds = read('SIGNING_KEY_ACTIVATION_DELAY', 10 * 60, parseDuration);
  const webhookTimeoutSeconds = read('WEBHOOK_TIMEOUT', 2, parseDuration);
  const webhookPollIntervalSeconds = read('WEBHOOK_POLL_INTERVAL', 1, parseDuration);
  const captcha = readCaptchaConfig(env, read, problems);
  const registrationMaxPerIp = read('REGISTRATION_MAX_PER_IP', 20, parsePositiveInteger);
  const registrationWindowSeconds = read('REGISTRATION_WINDOW', 3600, parseDuration);
  const dnsServers = read<readonly string[]>('DNS_SERVERS', [], (text) => {
    const servers = parseDnsServers(text);
    return servers ? ok(servers) : bad('must be a comma-separated list of IP addresses with optional ports, e.g. 127.0.0.1:5353,[::1]:53');
  });
  const verificationDeadlineSeconds = read('DOMAIN_VERIFICATION_DEADLINE', 72 * 3600, parseDuration);
  const verificationIntervalSeconds = read('DOMAIN_VERIFICATION_INTERVAL', 5 * 60, parseDuration);
  const demoAdminEnabled = read('DEMO_ADMIN', nodeEnv === 'development', parseSwitch);
  if (demoAdminEnabled && nodeEnv === 'production') {
    problems.push('DEMO_ADMIN must be off when NODE_ENV is production (a known administrator is a way in)');
  }
  const demoAdminPassword = env.DEMO_ADMIN_PASSWORD?.trim() ? env.DEMO_ADMIN_PASSWORD : null;
  if (demoAdminPassword !== null && demoAdminPassword.length < 12) {
    problems.push('DEMO_ADMIN_PASSWORD must have at least 12 characters');
  }

  const social = readSocialConfig(env, read, parseHttpUrl, problems);
  // Outside production the demo's and the tests' applications listen on loopback (docs/adr/0238).
  const outboundAllowedHosts = read<readonly string[]>('OUTBOUND_ALLOWED_HOSTS', nodeEnv === 'production' ? [] : ['localhost', '127.0.0.1', '::1'], (text) =>
    ok(text.toLowerCase() === 'none' ? [] : text.split(',').map((host) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter((host) => host !== '')),
  );
  const samlMetadataAllowedHosts = read<readonly string[]>('SAML_METADATA_ALLOWED_HOSTS', [], (text) =>
    ok(text.split(',').map((host) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter((host) => host !== '')),
  );

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    nodeEnv,
    port,
    dataDir,
    database,
    publicApiUrl,
    portalUrl,
    portalOrigins,
    session: { cookieName, ttlSeconds, idleTimeoutSeconds, impersonationTtlSeconds },
    loginThrottle: { maxFailuresPerAccount, accountCeiling, maxFailuresPerIp, windowSeconds },
    redisUrl,
    mailLimit: { perWindow: mailPerWindow, windowSeconds: mailWindowSeconds, perDay: mailPerDay },
    logLevel,
    logFormat,
    trustProxy,
    mail: { smtpUrl, from: mailFrom, outboxDir: resolve(dataDir, 'outbox') },
    magicCode: { secret: magicCodeSecret },
    handoff: { signingKeyActivationDelaySeconds },
    keysEncryption: { key: keysEncryptionKey, previousKey: keysEncryptionPreviousKey },
    webhooks: { timeoutMs: webhookTimeoutSeconds * 1000, pollIntervalMs: webhookPollIntervalSeconds * 1000, workerEnabled: true },
    captcha,
    registration: { maxPerIp: registrationMaxPerIp, windowSeconds: registrationWindowSeconds },
    enterpriseDomains: { dnsServers, verificationDeadlineSeconds, verificationIntervalMs: verificationIntervalSeconds * 1000, jobEnabled: true },
    saml: { metadataAllowedHosts: samlMetadataAllowedHosts },
    outbound: { allowedHosts: outboundAllowedHosts },
    demoAdmin: { enabled: demoAdminEnabled, password: demoAdminPassword },
    social,
  });
}

/** CAPTCHA_PROVIDER and the settings of the chosen provider (docs/adr/0207). */
function readCaptchaConfig(env: Environment, read: Reader, problems: string[]): CaptchaConfig {
  const provider = read<'altcha' | 'recaptcha'>('CAPTCHA_PROVIDER', 'altcha', (text) =>
    text === 'altcha' || text === 'recaptcha' ? ok(text) : bad('must be one of altcha, recaptcha'),
  );
  if (provider === 'recaptcha') {
    const siteKey = env.RECAPTCHA_SITE_KEY?.trim() ?? '';
    const secretKey = env.RECAPTCHA_SECRET_KEY?.trim() ?? '';
    if (siteKey === '') problems.push('RECAPTCHA_SITE_KEY must be set when CAPTCHA_PROVIDER is recaptcha');
    if (secretKey === '') problems.push('RECAPTCHA_SECRET_KEY must be set when CAPTCHA_PROVIDER is recaptcha');
    const verifyUrl = read('RECAPTCHA_VERIFY_URL', new URL('https://www.google.com/recaptcha/api/siteverify'), parseHttpUrl);
    return { provider, siteKey, secretKey, verifyUrl };
  }
  return {
    provider,
    secret: read<string | null>('CAPTCHA_SECRET', null, (text) =>
      text.length >= 32 ? ok(text) : bad('must have at least 32 characters (e.g. openssl rand -base64 32)'),
    ),
    maxNumber: read('ALTCHA_MAX_NUMBER', 50_000, parsePositiveInteger),
    ttlSeconds: read('CAPTCHA_TTL', 10 * 60, parseDuration),
  };
}

function isOneOf<T extends string>(values: readonly T[], text: string): text is T {
  return (values as readonly string[]).includes(text);
}

function parsePort(text: string): Parsed<number> {
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  return port >= 1 && port <= 65535 ? ok(port) : bad('must be an integer between 1 and 65535');
}

function parsePositiveInteger(text: string): Parsed<number> {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? ok(value) : bad('must be a positive integer');
}

/** A key of KEYS_ENCRYPTION_KEY (docs/adr/0239): 32+ characters, from which the AES key is derived. */
function parseKeySecret(text: string): Parsed<string> {
  return text.length >= 32 ? ok(text) : bad('must have at least 32 characters (e.g. openssl rand -base64 32)');
}

function parseDuration(text: string): Parsed<number> {
  const seconds = parseDurationSeconds(text);
  return seconds === null ? bad('must be a duration such as 900, 90s, 15m, 8h or 7d') : ok(seconds);
}

function parseSwitch(text: string): Parsed<boolean> {
  const value = text.toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(value)) return ok(true);
  if (['off', 'false', '0', 'no'].includes(value)) return ok(false);
  return bad('must be on or off');
}

function toHttpUrl(text: string): URL | null {
  const url = URL.canParse(text) ? new URL(text) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

function parseHttpUrl(text: string): Parsed<URL> {
  const url = toHttpUrl(text);
  return url ? ok(url) : bad('must be an http or https URL');
}

function parseOrigins(text: string): Parsed<readonly string[]> {
  const origins: string[] = [];
  for (const item of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = toHttpUrl(item);
    // An origin is scheme, host and port only: a path would never match a browser's Origin header.
    if (!url || url.origin !== item.replace(/\/$/, '')) {
      return bad(`must be a comma separated list of origins such as http://localhost:8080 ("${item}" is not one)`);
    }
    origins.push(url.origin);
  }
  return origins.length > 0 ? ok(origins) : bad('must name at least one origin');
}

function parseDatabaseUrl(text: string): Parsed<DatabaseConfig> {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:')) {
    return bad('must be a mysql:// or mariadb:// URL, or absent for the embedded SQLite database');
  }
  if (!url.hostname || url.pathname.length <= 1) {
    return bad('must name a host and a database, e.g. mysql://user:password@127.0.0.1:3306/identity');
  }
  return ok({ engine: 'mysql', url: text, type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql' });
}

function parseSmtpUrl(text: string): Parsed<URL> {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    return bad('must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587, or absent for the development outbox');
  }
  return ok(url);
}

function parseRedisUrl(text: string): Parsed<URL> {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    return bad('must be a redis:// or rediss:// URL such as redis://:password@redis.example.com:6379/0, or absent to keep limits in memory');
  }
  return ok(url);
}

function parseTrustProxy(text: string): Parsed<TrustProxy> {
  const value = text.toLowerCase();
  if (value === 'true') return ok(true);
  if (value === 'false') return ok(false);
  if (/^\d+$/.test(value)) return ok(Number(value));
  const proxies = text.split(',').map((part) => part.trim()).filter(Boolean);
  // Express accepts addresses, subnets and the names loopback, linklocal and uniquelocal.
  const valid = proxies.every((proxy) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(proxy));
  return valid && proxies.length > 0 ? ok(proxies) : bad('must be true, false, a hop count, or a comma separated list of proxy addresses');
}
