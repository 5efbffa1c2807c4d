import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';

const CWD = '/srv/identity';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe(loadConfig.name, () => {
  it('gives the documented defaults for an empty environment', () => {
    const sut = loadConfig({}, CWD);

    expect(sut.port).toBe(3000);
    expect(sut.nodeEnv).toBe('development');
    expect(sut.dataDir).toBe(resolve(CWD, 'data'));
    expect(sut.database).toEqual({ engine: 'sqlite', path: resolve(CWD, 'data', 'identity.sqlite') });
    expect(sut.publicApiUrl.href).toBe('http://localhost:3000/');
    expect(sut.portalOrigins).toEqual(['http://localhost:8080']);
    expect(sut.session).toEqual({ cookieName: 'wid_session', ttlSeconds: 7 * 86400, idleTimeoutSeconds: 8 * 3600, impersonationTtlSeconds: 3600 });
    expect(sut.trustProxy).toBe(false);
    expect(sut.logLevel).toBe('info');
    expect(sut.logFormat).toBe('pretty');
    expect(sut.demoAdmin).toEqual({ enabled: true, password: null });
    expect(sut.handoff).toEqual({ signingKeyActivationDelaySeconds: 600 });
    expect(sut.webhooks).toEqual({ timeoutMs: 2000, deliveryTimeoutMs: 10_000, pollIntervalMs: 1000, workerEnabled: true });
    expect(sut.instances).toEqual({ singleInstance: false, shutdownGraceMs: 10_000, timerLeaseMs: 60_000 });
    expect(sut.mail).toEqual({ smtpUrl: null, from: 'Weather account <no-reply@weather.example.com>', outboxDir: resolve(CWD, 'data', 'outbox') });
  });

  it('reads the SMTP server, the sender and the outbox under DATA_DIR', () => {
    const sut = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Meteo <noreply@meteo.example.it>', DATA_DIR: '/var/identity' }, CWD);

    expect(sut.mail.smtpUrl?.href).toBe('smtps://user:secret@mail.example.com:465');
    expect(sut.mail.from).toBe('Meteo <noreply@meteo.example.it>');
    expect(sut.mail.outboxDir).toBe('/var/identity/outbox');
    expect(loadConfig({ MAIL_FROM: 'noreply@example.com' }, CWD).mail.from).toBe('noreply@example.com');
  });

  it('turns the demo admin off in production and silences logs in tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, CWD).demoAdmin.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }, CWD).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'production' }, CWD).logFormat).toBe('json');
  });

  it('reads a MariaDB URL and keeps the SQLite default otherwise', () => {
    const sut = loadConfig({ DATABASE_URL: 'mariadb://root@127.0.0.1:3306/identity' }, CWD);

    expect(sut.database).toEqual({ engine: 'mysql', type: 'mariadb', url: 'mariadb://root@127.0.0.1:3306/identity' });
  });

  it('derives the portal origin from PORTAL_URL and accepts a list of origins', () => {
    expect(loadConfig({ PORTAL_URL: 'https://portal.example.com/app' }, CWD).portalOrigins).toEqual(['https://portal.example.com']);
    expect(loadConfig({ PORTAL_ORIGINS: 'http://a.test:1, https://b.test/' }, CWD).portalOrigins).toEqual(['http://a.test:1', 'https://b.test']);
  });

  it('reads the hand-off and webhook settings', () => {
    const sut = loadConfig({ WEBHOOK_TIMEOUT: '5s', WEBHOOK_DELIVERY_TIMEOUT: '3s', WEBHOOK_POLL_INTERVAL: '1m', SIGNING_KEY_ACTIVATION_DELAY: '1h' }, CWD);
    expect(sut.webhooks).toEqual({ timeoutMs: 5000, deliveryTimeoutMs: 3000, pollIntervalMs: 60000, workerEnabled: true });
    expect(sut.handoff.signingKeyActivationDelaySeconds).toBe(3600);
  });

  it('reads durations, switches and proxy settings', () => {
    const sut = loadConfig({ SESSION_TTL: '2h', SESSION_IDLE_TIMEOUT: '90', DEMO_ADMIN: 'off', TRUST_PROXY: 'loopback, 10.0.0.0/8' }, CWD);

    expect(sut.session.ttlSeconds).toBe(7200);
    expect(sut.session.idleTimeoutSeconds).toBe(90);
    expect(sut.demoAdmin.enabled).toBe(false);
    expect(sut.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it.each([
    [{ IDENTITY_PORT: 'abc' }, 'IDENTITY_PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ IDENTITY_PORT: '70000' }, 'IDENTITY_PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [{ PUBLIC_API_URL: 'ftp://x' }, 'PUBLIC_API_URL must be an http or https URL (got "ftp://x")'],
    [{ SESSION_TTL: 'forever' }, 'SESSION_TTL must be a duration such as 900, 90s, 15m, 8h or 7d (got "forever")'],
    [{ DEMO_ADMIN: 'maybe' }, 'DEMO_ADMIN must be on or off (got "maybe")'],
    [{ WEBHOOK_TIMEOUT: '2 seconds' }, 'WEBHOOK_TIMEOUT must be a duration such as 900, 90s, 15m, 8h or 7d (got "2 seconds")'],
    [{ WEBHOOK_POLL_INTERVAL: '0' }, 'WEBHOOK_POLL_INTERVAL must be a duration such as 900, 90s, 15m, 8h or 7d (got "0")'],
    [{ SIGNING_KEY_ACTIVATION_DELAY: 'soon' }, 'SIGNING_KEY_ACTIVATION_DELAY must be a duration such as 900, 90s, 15m, 8h or 7d (got "soon")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT must be one of json, pretty (got "xml")'],
    [{ SESSION_COOKIE_NAME: 'bad name' }, expect.stringContaining('SESSION_COOKIE_NAME must be a cookie name')],
    [{ PORTAL_ORIGINS: 'http://a.test/path' }, expect.stringContaining('PORTAL_ORIGINS must be a comma separated list of origins')],
    [{ TRUST_PROXY: 'everyone' }, expect.stringContaining('TRUST_PROXY must be true, false, a hop count')],
    [{ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' }, 'LOGIN_MAX_FAILURES_PER_ACCOUNT must be a positive integer (got "0")'],
    [{ LOGIN_ACCOUNT_CEILING: 'lots' }, 'LOGIN_ACCOUNT_CEILING must be a positive integer (got "lots")'],
    [{ MAIL_MAX_PER_RECIPIENT: '0' }, 'MAIL_MAX_PER_RECIPIENT must be a positive integer (got "0")'],
    [{ MAIL_RECIPIENT_WINDOW: 'a while' }, expect.stringContaining('MAIL_RECIPIENT_WINDOW must be a duration')],
    [{ MAIL_MAX_PER_RECIPIENT_PER_DAY: '-1' }, 'MAIL_MAX_PER_RECIPIENT_PER_DAY must be a positive integer (got "-1")'],
    [{ MAIL_FROM: 'Weather account' }, expect.stringMatching(/^MAIL_FROM must be an email address or "Name <address>".* \(got "Weather account"\)$/)],
    [{ MAIL_FROM: 'a@example.com\nBcc: b@example.com' }, expect.stringContaining('MAIL_FROM must be an email address')],
  ])('refuses %j and names the variable', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss:// without repeating it', () => {
    const problems = problemsOf({ REDIS_URL: 'http://:secret@cache.example.com' });

    expect(problems).toEqual([expect.stringMatching(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/)]);
    expect(problems[0]).not.toContain('secret');
  });

  it('never repeats a database URL, which may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://user:secret@db/identity' });

    expect(problems).toEqual(['DATABASE_URL must be a mysql:// or mariadb:// URL, or absent for the embedded SQLite database']);
  });

  it.each(['http://mail.example.com', 'smtp://', 'mail.example.com:25', 'smtp://user:secret@'])('refuses SMTP_URL %j without repeating it', (url) => {
    const problems = problemsOf({ SMTP_URL: url });

    expect(problems).toEqual([expect.stringMatching(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)]);
    expect(problems[0]).not.toContain('secret');
  });

  it('refuses a short MAGIC_CODE_SECRET without repeating it', () => {
    const problems = problemsOf({ MAGIC_CODE_SECRET: 'short secret' });

    expect(problems).toEqual([expect.stringMatching(/^MAGIC_CODE_SECRET must have at least 32 characters/)]);
    expect(problems[0]).not.toContain('short secret');
    expect(loadConfig({ MAGIC_CODE_SECRET: 'k'.repeat(32) }, CWD).magicCode.secret).toBe('k'.repeat(32));
  });

  it('refuses an idle timeout longer than the session lifetime', () => {
    expect(problemsOf({ SESSION_TTL: '1h', SESSION_IDLE_TIMEOUT: '2h' })).toEqual([
      'SESSION_IDLE_TIMEOUT must not be longer than SESSION_TTL (got 7200s > 3600s)',
    ]);
  });

  it('refuses a demo admin in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DEMO_ADMIN: 'on' })).toEqual([
      expect.stringContaining('DEMO_ADMIN must be off when NODE_ENV is production'),
    ]);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ IDENTITY_PORT: '0', LOG_LEVEL: 'x' })).toHaveLength(2);
  });
});
