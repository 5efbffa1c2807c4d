import type { RuleResult } from './field-error';
import type { MessageCode } from './messages';
import { type OrderingNumber, type SiteApplicationTheme, limits } from './limits';
import { characterCount, isBlank } from './text';

const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

export function clientIdRule(value: string): RuleResult {
  if (isBlank(value)) return 'CLIENT_ID_REQUIRED';
  const trimmed = value.trim();
  if (!CLIENT_ID_PATTERN.test(trimmed)) return 'CLIENT_ID_INVALID';
  return characterCount(trimmed) > limits.CLIENT_ID_MAX_LENGTH ? 'MAXIMUM_100_CHARACTERS' : null;
}

/** SPEC §5: application name required, at most 30 characters. */
export function siteApplicationNameRule(value: string): RuleResult {
  if (isBlank(value)) return 'NAME_REQUIRED';
  return characterCount(value.trim()) > limits.SITE_APPLICATION_NAME_MAX_LENGTH ? 'MAXIMUM_30_CHARACTERS' : null;
}

export function descriptionRule(value: string): RuleResult {
  return isBlank(value) ? 'DESCRIPTION_REQUIRED' : null;
}

/**
 * Absolute http(s) URLs only: users are redirected and tokens are sent to these addresses, so a
 * javascript: or data: URL must never get in.
 */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function urlRule(value: string, requiredCode: MessageCode): RuleResult {
  if (isBlank(value)) return requiredCode;
  const trimmed = value.trim();
  if (trimmed.length > limits.URL_MAX_LENGTH) return 'MAXIMUM_2048_CHARACTERS';
  return isHttpUrl(trimmed) ? null : 'URL_INVALID';
}

export const baseUrlRule = (value: string): RuleResult => urlRule(value, 'BASE_URL_REQUIRED');
export const callbackUrlRule = (value: string): RuleResult => urlRule(value, 'CALLBACK_URL_REQUIRED');
export const webhookUrlRule = (value: string): RuleResult => urlRule(value, 'WEBHOOK_URL_REQUIRED');

/** The image may also live on the portal itself, so a root-relative path is accepted. */
export function imageUrlRule(value: string): RuleResult {
  if (isBlank(value)) return 'IMAGE_URL_REQUIRED';
  const trimmed = value.trim();
  if (trimmed.length > limits.URL_MAX_LENGTH) return 'MAXIMUM_2048_CHARACTERS';
  const isRootPath = trimmed.startsWith('/') && !trimmed.startsWith('//') && !/\s/.test(trimmed);
  return isRootPath || isHttpUrl(trimmed) ? null : 'IMAGE_URL_INVALID';
}

/** SPEC §5: sysadmin url is optional; blank means none. */
export function sysadminUrlRule(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return null;
  return urlRule(value as string, 'URL_INVALID');
}

export function isSiteApplicationTheme(value: unknown): value is SiteApplicationTheme {
  return (limits.SITE_APPLICATION_THEMES as readonly unknown[]).includes(value);
}

/** SPEC §3: the launcher card's colour, one of four; none given keeps the default (primary). */
export function themeRule(value: string | null | undefined): RuleResult {
  if (value === null || value === undefined) return null;
  return isSiteApplicationTheme(value) ? null : 'THEME_INVALID';
}

/** The addresses of the application that a post-callback URL must share an origin with. */
export interface RegisteredSiteApplicationUrls {
  base_url: string;
  callback_url: string;
}

/**
 * SPEC §3/§4: when set, the hand-off token travels by a form POST to this address, and it is one of
 * the registered URLs that return paths are checked against. So it must be an absolute http(s) URL
 * on the origin of the base url or of the callback url (exact scheme, host and port): a catalogue
 * entry can never send a token, or a user, anywhere else. Blank means none. When neither registered
 * URL is valid, they carry their own errors and the origin is not judged.
 */
export function postCallbackUrlRule(value: string | null | undefined, registered: RegisteredSiteApplicationUrls): RuleResult {
  if (isBlank(value)) return null;
  const format = urlRule(value as string, 'URL_INVALID');
  if (format) return format;
  const origins = [registered.base_url, registered.callback_url]
    .map((url) => (typeof url === 'string' ? url.trim() : ''))
    .filter(isHttpUrl)
    .map((url) => new URL(url).origin);
  if (origins.length === 0) return null;
  return origins.includes(new URL((value as string).trim()).origin) ? null : 'POST_CALLBACK_URL_OTHER_ORIGIN';
}

export function isOrderingNumber(value: unknown): value is OrderingNumber {
  return (limits.ORDERING_NUMBERS as readonly unknown[]).includes(value);
}

/** SPEC §5: ordering number required, 1 to 3. */
export function orderingNumberRule(value: number | null | undefined): RuleResult {
  if (value === null || value === undefined || Number.isNaN(value)) return 'ORDERING_NUMBER_REQUIRED';
  return isOrderingNumber(value) ? null : 'ORDERING_NUMBER_INVALID';
}
