import type { RuleResult } from './field-error';
import { limits } from './limits';

/** The grants an application may use as an OpenID Connect client (issue 28). */
export const OIDC_GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type OidcGrantType = (typeof OIDC_GRANT_TYPES)[number];

/** public: no secret, PKCE required; confidential: it authenticates with the catalogue's client secret. */
export const OIDC_CLIENT_TYPES = ['public', 'confidential'] as const;
export type OidcClientType = (typeof OIDC_CLIENT_TYPES)[number];

/**
 * Hosts where plain http is accepted: a developer's own machine, which no one else can reach, so a
 * code or a logout token sent there in the clear stays on it (as RFC 8252 allows for loopback).
 */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isOidcGrantType(value: unknown): value is OidcGrantType {
  return (OIDC_GRANT_TYPES as readonly unknown[]).includes(value);
}

export function isOidcClientType(value: unknown): value is OidcClientType {
  return (OIDC_CLIENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * One address the provider sends the browser or a logout token to: absolute, https (http only on
 * the local hosts), no fragment (OpenID Connect Core 3.1.2.1 forbids one in a redirect URI, and a
 * code in the fragment would reach scripts of the page). Checked on the trimmed value, which is the
 * one stored.
 */
export function oidcUriRule(value: string): RuleResult {
  const trimmed = value.trim();
  if (trimmed.length > limits.URL_MAX_LENGTH) return 'MAXIMUM_2048_CHARACTERS';
  if (trimmed.includes('#')) return 'OIDC_URI_FRAGMENT';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'OIDC_URI_INVALID';
  }
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (url.protocol === 'http:') return LOCAL_HOSTS.has(url.hostname) ? null : 'OIDC_URI_HTTPS_REQUIRED';
  return 'OIDC_URI_INVALID';
}

/** A list of such addresses (redirect or post-logout redirect URIs): each valid, at most 10, each once. */
export function oidcUriListRule(values: readonly string[]): RuleResult {
  for (const value of values) {
    const code = oidcUriRule(value);
    if (code) return code;
  }
  if (values.length > limits.OIDC_URIS_MAX) return 'OIDC_URIS_TOO_MANY';
  const trimmed = values.map((value) => value.trim());
  return new Set(trimmed).size === trimmed.length ? null : 'OIDC_URIS_DUPLICATE';
}

/** The settings as a form or a request gives them, before they are known to be valid. */
export interface OidcClientSettingsInput {
  redirect_uris: readonly string[];
  post_logout_redirect_uris: readonly string[];
  grant_types: readonly string[];
  client_type: string;
  /** Absent, null or blank: no back-channel logout. */
  backchannel_logout_uri?: string | null;
  first_party: boolean;
}

/** The redirect URIs, and at least one when the application signs users in with a code. */
export function oidcRedirectUrisRule(settings: Pick<OidcClientSettingsInput, 'redirect_uris' | 'grant_types'>): RuleResult {
  const code = oidcUriListRule(settings.redirect_uris);
  if (code) return code;
  return settings.grant_types.includes('authorization_code') && settings.redirect_uris.length === 0 ? 'OIDC_REDIRECT_URI_REQUIRED' : null;
}

/**
 * A non-empty set of the three grants. A refresh token is only ever issued with a code, and client
 * credentials need a secret, which a public client does not have.
 */
export function oidcGrantTypesRule(settings: Pick<OidcClientSettingsInput, 'grant_types' | 'client_type'>): RuleResult {
  const grants = settings.grant_types;
  if (grants.length === 0) return 'OIDC_GRANT_TYPES_REQUIRED';
  if (!grants.every(isOidcGrantType)) return 'OIDC_GRANT_TYPE_INVALID';
  if (new Set(grants).size !== grants.length) return 'OIDC_GRANT_TYPES_DUPLICATE';
  if (grants.includes('refresh_token') && !grants.includes('authorization_code')) return 'OIDC_REFRESH_TOKEN_WITHOUT_CODE';
  return settings.client_type === 'public' && grants.includes('client_credentials') ? 'OIDC_PUBLIC_CLIENT_CREDENTIALS' : null;
}

export function oidcClientTypeRule(value: string): RuleResult {
  return isOidcClientType(value) ? null : 'OIDC_CLIENT_TYPE_INVALID';
}

/** Optional: blank means none. */
export function oidcBackchannelLogoutUriRule(value: string | null | undefined): RuleResult {
  if (value === null || value === undefined || value.trim() === '') return null;
  return oidcUriRule(value);
}
