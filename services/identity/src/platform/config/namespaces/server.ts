import { resolve } from 'node:path';
import { type ConfigOf, group, type Parsed, variable } from '../config-schema';
import { bad, durationMs, httpUrl, ok, onOff, oneOf, origins, port } from '../parsers';

/** Where the process runs: a relative DATA_DIR is resolved against its working directory. */
export interface WorkingDirectory {
  readonly cwd: string;
}

/** Read first: the defaults of the other namespaces may depend on these. */
export const serverSchema = group({
  nodeEnv: variable('NODE_ENV', oneOf(['development', 'production', 'test'] as const), { default: 'development' }),
  port: variable('IDENTITY_PORT', port, { default: 3000 }),
  dataDir: variable('DATA_DIR', (text, at: WorkingDirectory) => ok(resolve(at.cwd, text)), { default: (at: WorkingDirectory) => resolve(at.cwd, './data') }),
  portalUrl: variable('PORTAL_URL', httpUrl, { default: () => new URL('http://localhost:8080') }),
});
export type ServerConfig = ConfigOf<typeof serverSchema>;
export type NodeEnvironment = ServerConfig['nodeEnv'];

/** The API's addresses and the proxies in front of it (at the top of IdentityConfig, as the server's settings). */
export const httpSchema = group({
  /** The API's own public address: its origin passes the CSRF check, https makes cookies Secure. */
  publicApiUrl: variable('PUBLIC_API_URL', httpUrl, { default: (server: ServerConfig) => new URL(`http://localhost:${server.port}`) }),
  /** Origins allowed by CORS (with credentials) and by the CSRF Origin check. */
  portalOrigins: variable('PORTAL_ORIGINS', origins, { default: (server: ServerConfig) => [server.portalUrl.origin] }),
  trustProxy: variable('TRUST_PROXY', trustProxy, { default: false }),
});
/** TRUST_PROXY: off, a hop count, or the addresses of trusted proxies (proxy-addr's names, as Fastify reads them). */
export type TrustProxy = ConfigOf<typeof httpSchema>['trustProxy'];

export const loggingSchema = group({
  logLevel: variable('LOG_LEVEL', oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const), {
    default: (server: ServerConfig) => (server.nodeEnv === 'test' ? 'silent' : 'info'),
  }),
  /** `json` for log collectors; `pretty` for a person at a terminal. */
  logFormat: variable('LOG_FORMAT', oneOf(['json', 'pretty'] as const), { default: (server: ServerConfig) => (server.nodeEnv === 'development' ? 'pretty' : 'json') }),
});
/** Running as one of several instances (docs/adr/0702): the production check, the stop, the timers' lease. */
export const instancesSchema = group({
  /** SINGLE_INSTANCE=true: production without REDIS_URL is allowed, as one instance alone (limits count in its memory). */
  singleInstance: variable('SINGLE_INSTANCE', onOff, { default: false }),
  /** After SIGTERM, how long in-flight requests and webhook deliveries may take before the process exits anyway. */
  shutdownGraceMs: variable('SHUTDOWN_GRACE', durationMs, { default: 10_000 }),
  /** How long a timer's lease (the DNS re-check, the housekeeping) holds unless renewed: a crashed holder's job moves on after this. */
  timerLeaseMs: variable('TIMER_LEASE_TTL', durationMs, { default: 60_000 }),
});
export type InstancesConfig = ConfigOf<typeof instancesSchema>;

export type LogLevel = ConfigOf<typeof loggingSchema>['logLevel'];
export type LogFormat = ConfigOf<typeof loggingSchema>['logFormat'];

function trustProxy(text: string): Parsed<boolean | number | string[]> {
  const value = text.toLowerCase();
  if (value === 'true') return ok(true);
  if (value === 'false') return ok(false);
  if (/^\d+$/.test(value)) return ok(Number(value));
  const proxies = text.split(',').map((part) => part.trim()).filter(Boolean);
  // proxy-addr (behind Fastify's trustProxy) accepts addresses, subnets and the names loopback, linklocal and uniquelocal.
  const valid = proxies.every((proxy) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(proxy));
  return valid && proxies.length > 0 ? ok(proxies) : bad('must be true, false, a hop count, or a comma separated list of proxy addresses');
}
