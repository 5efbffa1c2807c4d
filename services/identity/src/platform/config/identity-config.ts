import type { SocialConfig } from './social-config';

/** The database the service talks to; the SQLite file is the zero-setup default. */
export type DatabaseConfig =
  | { engine: 'sqlite'; path: string }
  | { engine: 'mysql'; url: string; type: 'mysql' | 'mariadb' };

/**
 * Outgoing mail: SMTP when SMTP_URL is set, otherwise the development outbox (files plus a log line).
 * NODE_ENV=production without SMTP_URL is refused when the server starts (see server-requirements.ts).
 */
export interface MailConfig {
  /** smtp:// or smtps:// with optional user:password; null means the outbox. */
  readonly smtpUrl: URL | null;
  /** The From header, e.g. `Weather account <no-reply@weather.example.com>`. */
  readonly from: string;
  /** Where the outbox writes one .eml file per message (DATA_DIR/outbox). */
  readonly outboxDir: string;
}

/**
 * The sign-up captcha (docs/adr/0207): the self-hosted ALTCHA proof of work by default, or Google
 * reCAPTCHA. The answer always travels in the registration payload's `recaptcha` field.
 */
export type CaptchaConfig =
  | {
      readonly provider: 'altcha';
      /** CAPTCHA_SECRET, the HMAC key of challenges; null means a key kept in DATA_DIR/captcha.secret. */
      readonly secret: string | null;
      /** The highest counter a solver may need: the work of one challenge (ALTCHA_MAX_NUMBER). */
      readonly maxNumber: number;
      /** How long a challenge may be solved and used, in seconds. */
      readonly ttlSeconds: number;
    }
  | {
      readonly provider: 'recaptcha';
      readonly siteKey: string;
      readonly secretKey: string;
      /** Google's siteverify endpoint (a stand-in in tests). */
      readonly verifyUrl: URL;
    };

export type NodeEnvironment = 'development' | 'production' | 'test';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'json' | 'pretty';

/** Express's "trust proxy" setting: off, a hop count, or the addresses of trusted proxies. */
export type TrustProxy = boolean | number | string[];

/**
 * Every setting of the identity service, validated once at boot (see load-config.ts).
 * Services receive this object; none of them reads process.env.
 */
export interface IdentityConfig {
  readonly nodeEnv: NodeEnvironment;
  readonly port: number;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  /** The API's own public address: its origin passes the CSRF check, https makes cookies Secure. */
  readonly publicApiUrl: URL;
  readonly portalUrl: URL;
  /** Origins allowed by CORS (with credentials) and by the CSRF Origin check. */
  readonly portalOrigins: readonly string[];
  readonly session: {
    readonly cookieName: string;
    /** Absolute lifetime of a session, in seconds. */
    readonly ttlSeconds: number;
    /** A session unused for this long ends, in seconds. */
    readonly idleTimeoutSeconds: number;
    /** An impersonation ends this long after it started, however much it is used (IMPERSONATION_TTL). */
    readonly impersonationTtlSeconds: number;
  };
  /** The sign-in brake (docs/adr/0230): failures per window, counted before the password is checked. */
  readonly loginThrottle: {
    /** Failures of one account from one client address (LOGIN_MAX_FAILURES_PER_ACCOUNT). */
    readonly maxFailuresPerAccount: number;
    /** Failures of one account from all addresses together (LOGIN_ACCOUNT_CEILING). */
    readonly accountCeiling: number;
    readonly maxFailuresPerIp: number;
    readonly windowSeconds: number;
  };
  /** REDIS_URL: where every instance keeps its limits (docs/adr/0230); null means this process's memory. */
  readonly redisUrl: URL | null;
  /** Mail per recipient, on every path that sends mail (docs/adr/0231). */
  readonly mailLimit: {
    readonly perWindow: number;
    readonly windowSeconds: number;
    readonly perDay: number;
  };
  readonly logLevel: LogLevel;
  /** `json` for log collectors; `pretty` for a person at a terminal. */
  readonly logFormat: LogFormat;
  readonly trustProxy: TrustProxy;
  readonly mail: MailConfig;
  readonly magicCode: {
    /**
     * MAGIC_CODE_SECRET, the HMAC key of stored magic codes; required in production. Null elsewhere
     * means a random key kept in DATA_DIR/magic-code.secret (see magic-code-secret.ts).
     */
    readonly secret: string | null;
  };
  readonly handoff: {
    /** A rotated signing key is published at once and signs only after this delay, in seconds. */
    readonly signingKeyActivationDelaySeconds: number;
  };
  readonly keysEncryption: {
    /**
     * KEYS_ENCRYPTION_KEY, which seals private keys and webhook secrets at rest; required in
     * production. Null elsewhere means a random key kept in DATA_DIR/keys-encryption.key.
     */
    readonly key: string | null;
    /** KEYS_ENCRYPTION_PREVIOUS_KEY: during a rotation, values sealed by it are still read. */
    readonly previousKey: string | null;
  };
  readonly webhooks: {
    /** How long an authorization check waits for the application, in milliseconds. */
    readonly timeoutMs: number;
    /** How often the outbox worker looks for due deliveries, in milliseconds. */
    readonly pollIntervalMs: number;
    /** Whether this process runs the outbox worker (the CLI does not). */
    readonly workerEnabled: boolean;
  };
  readonly captcha: CaptchaConfig;
  readonly registration: {
    /** Sign-ups one client address may attempt per window (REGISTRATION_MAX_PER_IP). */
    readonly maxPerIp: number;
    readonly windowSeconds: number;
  };
  readonly enterpriseDomains: {
    /** DNS_SERVERS: where the TXT records of enterprise domains are looked up; empty means the system's resolvers. */
    readonly dnsServers: readonly string[];
    /** A domain whose TXT record is not found within this many seconds of being added is Failed. */
    readonly verificationDeadlineSeconds: number;
    /** How often Verifying domains are looked up again, in milliseconds. */
    readonly verificationIntervalMs: number;
    /** False in CLI commands: only the server looks domains up on a timer. */
    readonly jobEnabled: boolean;
  };
  readonly saml: {
    /**
     * SAML_METADATA_ALLOWED_HOSTS: host names or addresses an identity provider's metadata may be
     * fetched from although they are loopback or private (tests and closed networks; empty in production).
     */
    readonly metadataAllowedHosts: readonly string[];
  };
  readonly outbound: {
    /**
     * OUTBOUND_ALLOWED_HOSTS: hosts the service may call at webhook and authorization-check URLs
     * although they are loopback, private or link-local (docs/adr/0238). Outside production
     * localhost, 127.0.0.1 and ::1; none in production.
     */
    readonly allowedHosts: readonly string[];
  };
  readonly demoAdmin: {
    readonly enabled: boolean;
    /** A fixed demo password (for browser tests); otherwise one is generated and printed once. */
    readonly password: string | null;
  };
  /** Facebook and LinkedIn sign-in pop-ups (docs/adr/0213). */
  readonly social: SocialConfig;
}
