import { type FieldError, type RuleResult, collectFieldErrors } from '../field-error';
import { isBlank } from '../text';

/** RFC 1035 limits: a name of at most 253 characters, labels of 1 to 63. */
const DOMAIN_NAME_MAX_LENGTH = 253;
/** A host label: letters, digits and inner hyphens (RFC 1123); the last one, the top level, is letters (or an IDN's xn--). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** How a typed domain is compared and stored: trimmed, lower case, without a trailing dot. */
export function normalizeDomainName(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * An email domain an enterprise claims (example.com, mail.example.co.uk): at least two labels, no
 * scheme, path, port, "@" or wildcard, so the TXT lookup and the users' email addresses match it.
 */
export function enterpriseDomainNameRule(value: string): RuleResult {
  if (isBlank(value)) return 'DOMAIN_NAME_REQUIRED';
  const name = normalizeDomainName(value);
  if (name.length > DOMAIN_NAME_MAX_LENGTH) return 'DOMAIN_NAME_INVALID';
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'DOMAIN_NAME_INVALID';
  return TOP_LEVEL.test(labels[labels.length - 1]) ? null : 'DOMAIN_NAME_INVALID';
}

/** POST /v1/enterprises/{id}/domains body. */
export function validateEnterpriseDomain(input: { name: string }): FieldError<'name'>[] {
  return collectFieldErrors<'name'>([['name', enterpriseDomainNameRule(input.name)]]);
}
