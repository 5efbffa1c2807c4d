import { parseDnsServers } from './dns-servers';
import { parseDurationSeconds } from './duration';
import type { Parsed, Parser } from './config-schema';

// The kinds of value the variables hold; each problem is written to follow the variable's name.

export const ok = <T>(value: T): Parsed<T> => ({ value });
export const bad = (problem: string): { problem: string } => ({ problem });

export const text: Parser<string> = (value) => ok(value);

export function oneOf<T extends string>(values: readonly T[]): Parser<T> {
  return (value) => ((values as readonly string[]).includes(value) ? ok(value as T) : bad(`must be one of ${values.join(', ')}`));
}

export function matching(pattern: RegExp, problem: string): Parser<string> {
  return (value) => (pattern.test(value) ? ok(value) : bad(problem));
}

export function minLength(length: number, problem = `must have at least ${length} characters`): Parser<string> {
  return (value) => (value.length >= length ? ok(value) : bad(problem));
}

/** An HMAC or encryption key: 32+ characters, from which the key is derived. */
export const secretKey = minLength(32, 'must have at least 32 characters (e.g. openssl rand -base64 32)');

export const port: Parser<number> = (value) => {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return number >= 1 && number <= 65535 ? ok(number) : bad('must be an integer between 1 and 65535');
};

export const positiveInteger: Parser<number> = (value) => {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? ok(number) : bad('must be a positive integer');
};

/** Whole seconds. */
export const duration: Parser<number> = (value) => {
  const seconds = parseDurationSeconds(value);
  return seconds === null ? bad('must be a duration such as 900, 90s, 15m, 8h or 7d') : ok(seconds);
};

export const durationMs: Parser<number> = (value, context) => {
  const seconds = duration(value, context);
  return 'problem' in seconds ? seconds : ok(seconds.value * 1000);
};

export const onOff: Parser<boolean> = (value) => {
  const lower = value.toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(lower)) return ok(true);
  if (['off', 'false', '0', 'no'].includes(lower)) return ok(false);
  return bad('must be on or off');
};

function toHttpUrl(value: string): URL | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}

export const httpUrl: Parser<URL> = (value) => {
  const url = toHttpUrl(value);
  return url ? ok(url) : bad('must be an http or https URL');
};

/** A URL of one of the schemes, naming a host, e.g. smtp:// or smtps://. */
export function urlOf(protocols: readonly string[], problem: string): Parser<URL> {
  return (value) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    return url && protocols.includes(url.protocol) && url.hostname ? ok(url) : bad(problem);
  };
}

export const origins: Parser<readonly string[]> = (value) => {
  const list: string[] = [];
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = toHttpUrl(item);
    // An origin is scheme, host and port only: a path would never match a browser's Origin header.
    if (!url || url.origin !== item.replace(/\/$/, '')) {
      return bad(`must be a comma separated list of origins such as http://localhost:8080 ("${item}" is not one)`);
    }
    list.push(url.origin);
  }
  return list.length > 0 ? ok(list) : bad('must name at least one origin');
};

/** Host names or addresses, lower case, an IPv6 address without its brackets. */
export const hosts: Parser<readonly string[]> = (value) =>
  ok(value.split(',').map((host) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter((host) => host !== ''));

/** As hosts, where `none` is the empty list (to clear a list that has a default). */
export const hostsOrNone: Parser<readonly string[]> = (value, context) => (value.toLowerCase() === 'none' ? ok([]) : hosts(value, context));

export const dnsServers: Parser<readonly string[]> = (value) => {
  const servers = parseDnsServers(value);
  return servers ? ok(servers) : bad('must be a comma-separated list of IP addresses with optional ports, e.g. 127.0.0.1:5353,[::1]:53');
};

const SHORT_UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** Like the other durations (a bare number is seconds), plus milliseconds (`500ms`); at most an hour. */
export function shortDurationMs(text: string): Parsed<number> {
  const match = /^(\d+)(ms|s|m)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * SHORT_UNIT_MS[match[2] ?? 's'] : NaN;
  return Number.isSafeInteger(ms) && ms > 0 && ms <= 3_600_000 ? ok(ms) : bad('must be a duration such as 500ms, 2s or 2m (at most 60m)');
}
