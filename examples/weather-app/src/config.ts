import { join } from 'node:path';
import { type AuthorizationMode, isAuthorizationMode } from './authorization-mode';
import { isSignInMode, type SignInMode } from './sign-in-mode';

/** What one application process needs. */
export interface ExampleAppConfig {
  port: number;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  identityUrl: string;
  issuer: string;
  portalUrl: string | null;
  authorizationMode: AuthorizationMode;
  signInMode: SignInMode;
  /** Where browsers reach the application: the base of its OpenID Connect redirect and logout URIs. */
  publicUrl: string;
}

/** One entry of data/example-apps.json, written by `npm start` and the e2e harness. */
interface ExampleAppsFileEntry {
  client_id: string;
  client_secret: string;
  webhook_secret: string;
  port: number;
  authorization_mode?: string;
  sign_in_mode?: string;
  public_url?: string;
}

export class ExampleAppConfigError extends Error {
  override readonly name = 'ExampleAppConfigError';
}

/** The repository's data/ folder, seen from dist/ or src/. */
export const DEFAULT_APPS_FILE = join(__dirname, '..', '..', '..', 'data', 'example-apps.json');

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ExampleAppConfigError(`${name} is required`);
  return value;
}

function port(value: unknown, name: string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new ExampleAppConfigError(`${name} must be a port number (0-65535)`);
  return number;
}

function mode(value: string | undefined, name: string): AuthorizationMode {
  const chosen = value?.trim() || 'allow';
  if (!isAuthorizationMode(chosen)) throw new ExampleAppConfigError(`${name} must be allow, deny, down or silent`);
  return chosen;
}

function signInMode(value: string | undefined, name: string): SignInMode {
  const chosen = value?.trim() || 'handoff';
  if (!isSignInMode(chosen)) throw new ExampleAppConfigError(`${name} must be handoff or oidc`);
  return chosen;
}

function url(value: string, name: string): string {
  try {
    return new URL(value).origin === 'null' ? fail() : value.replace(/\/+$/, '');
  } catch {
    return fail();
  }
  function fail(): never {
    throw new ExampleAppConfigError(`${name} must be an http(s) URL`);
  }
}

/**
 * One application from CLIENT_ID, CLIENT_SECRET, WEBHOOK_SECRET, PORT; else every application of
 * the JSON file (EXAMPLE_APPS_FILE, default data/example-apps.json). IDENTITY_URL (default
 * http://localhost:3000), IDENTITY_ISSUER (the JWT's iss, default IDENTITY_URL), PORTAL_URL and
 * AUTHORIZATION_MODE apply to all. SIGN_IN_MODE (handoff or oidc) and APP_URL go with the one
 * application of the environment; in the file, an entry's sign_in_mode and public_url, or
 * OIDC_CLIENT_IDS (comma-separated client ids) to sign in through OpenID Connect.
 */
export function loadExampleAppConfigs(env: NodeJS.ProcessEnv, readFile: (path: string) => string): ExampleAppConfig[] {
  const identityUrl = url(env.IDENTITY_URL?.trim() || 'http://localhost:3000', 'IDENTITY_URL');
  const shared = {
    identityUrl,
    issuer: env.IDENTITY_ISSUER?.trim() || identityUrl,
    portalUrl: env.PORTAL_URL?.trim() ? url(env.PORTAL_URL.trim(), 'PORTAL_URL') : null,
  };
  const defaultMode = mode(env.AUTHORIZATION_MODE, 'AUTHORIZATION_MODE');

  if (env.CLIENT_ID?.trim()) {
    return [
      {
        ...shared,
        port: port(required(env, 'PORT'), 'PORT'),
        clientId: required(env, 'CLIENT_ID'),
        clientSecret: required(env, 'CLIENT_SECRET'),
        webhookSecret: required(env, 'WEBHOOK_SECRET'),
        authorizationMode: defaultMode,
        signInMode: signInMode(env.SIGN_IN_MODE, 'SIGN_IN_MODE'),
        publicUrl: env.APP_URL?.trim() ? url(env.APP_URL.trim(), 'APP_URL') : `http://localhost:${port(required(env, 'PORT'), 'PORT')}`,
      },
    ];
  }
  const oidcClientIds = new Set((env.OIDC_CLIENT_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean));

  const file = env.EXAMPLE_APPS_FILE?.trim() || DEFAULT_APPS_FILE;
  let entries: unknown;
  try {
    entries = JSON.parse(readFile(file));
  } catch (error) {
    throw new ExampleAppConfigError(`Set CLIENT_ID, CLIENT_SECRET, WEBHOOK_SECRET and PORT, or provide ${file} (${(error as Error).message})`);
  }
  if (!Array.isArray(entries) || entries.length === 0) throw new ExampleAppConfigError(`${file} must be a non-empty JSON array`);
  return entries.map((entry: Partial<ExampleAppsFileEntry>, index) => {
    const at = `${file}[${index}]`;
    for (const key of ['client_id', 'client_secret', 'webhook_secret'] as const) {
      if (typeof entry[key] !== 'string' || entry[key] === '') throw new ExampleAppConfigError(`${at}.${key} must be a non-empty string`);
    }
    const appPort = port(entry.port, `${at}.port`);
    return {
      ...shared,
      port: appPort,
      clientId: entry.client_id as string,
      clientSecret: entry.client_secret as string,
      webhookSecret: entry.webhook_secret as string,
      authorizationMode: entry.authorization_mode === undefined ? defaultMode : mode(entry.authorization_mode, `${at}.authorization_mode`),
      signInMode:
        entry.sign_in_mode === undefined ? (oidcClientIds.has(entry.client_id as string) ? 'oidc' : 'handoff') : signInMode(entry.sign_in_mode, `${at}.sign_in_mode`),
      publicUrl: entry.public_url === undefined ? `http://localhost:${appPort}` : url(entry.public_url, `${at}.public_url`),
    };
  });
}
