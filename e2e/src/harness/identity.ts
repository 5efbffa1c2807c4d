// The real identity API (services/identity/dist) on a throwaway SQLite database, and its real CLI
// for the accounts the tests sign in with.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { identityCli, identityMain } from './paths';
import { startServer, type RunningServer } from './server-process';

const run = promisify(execFile);

export interface IdentityOptions {
  port: number;
  dataDir: string;
  /** Origins of the portals that call this API (CORS and the CSRF Origin check). */
  portalOrigins: string[];
  /** DNS_SERVERS for the enterprise domain look-ups: the suite's own DNS server. */
  dnsServers?: string;
  /** The FACEBOOK_* and LINKEDIN_* variables pointing at the suite's stand-in providers (@weather/test-peers). */
  socialProviders?: Record<string, string>;
  /** SAML_METADATA_ALLOWED_HOSTS: the suite's SAML identity provider listens on loopback. */
  samlMetadataAllowedHosts?: string;
}

/** Environment of both the server and the CLI, so they use the same database. */
export function identityEnvironment(options: IdentityOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    // The tests sign in with accounts they create; a demo admin would only be noise.
    DEMO_ADMIN: 'off',
    LOG_LEVEL: 'info',
    IDENTITY_PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_API_URL: `http://localhost:${options.port}`,
    PORTAL_URL: options.portalOrigins[0],
    PORTAL_ORIGINS: options.portalOrigins.join(','),
    // Domains are looked up every second, so a published TXT record verifies while a test watches.
    ...(options.dnsServers ? { DNS_SERVERS: options.dnsServers, DOMAIN_VERIFICATION_INTERVAL: '1s' } : {}),
    // The sign-up captcha's proof of work stays real but small, so the widget solves it quickly.
    ALTCHA_MAX_NUMBER: '5000',
    ...options.socialProviders,
    ...(options.samlMetadataAllowedHosts ? { SAML_METADATA_ALLOWED_HOSTS: options.samlMetadataAllowedHosts } : {}),
  };
}

/** `logName` names the log file under .tmp/e2e-logs/ (the bench runs its own API beside the suite's). */
export function startIdentity(options: IdentityOptions & { logName?: string }): Promise<RunningServer> {
  return startServer({
    name: options.logName ?? 'identity',
    command: process.execPath,
    args: [identityMain],
    env: identityEnvironment(options),
    readyUrl: `http://localhost:${options.port}/health/ready`,
    // Migrations and the time zone seed run at the first start.
    readyTimeoutMs: 90_000,
  });
}

/** Runs one command of the identity CLI against the test database; resolves with its output. */
export async function identityCommand(options: IdentityOptions, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [identityCli, ...args], {
      env: identityEnvironment(options),
      cwd: join(identityMain, '..', '..'),
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`identity CLI ${args[0]} failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`, { cause: error });
  }
}
