import type { AuditEvent, AuditFilters } from './activity-transport';

/**
 * The filter form as typed: text inputs, `from`/`to` as datetime-local values in the browser's time zone.
 * `enterprise` is offered by the admin page only (the enterprise's tab sends its own id, see ActivityStore).
 */
export interface ActivityFilterValues {
  actor: string;
  subject: string;
  event: AuditEvent | '';
  enterprise: string;
  from: string;
  to: string;
  ip: string;
}

export type ActivityFilterField = keyof ActivityFilterValues;

export const EMPTY_FILTERS: ActivityFilterValues = { actor: '', subject: '', event: '', enterprise: '', from: '', to: '', ip: '' };

/** What a field's error is: a code of the API's field errors (translated in the activity catalogue). */
export type ActivityFieldErrors = Partial<Record<ActivityFilterField, string>>;

const USER_REFERENCE = /^(?:[1-9]\d{0,9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** A datetime-local value (`2026-01-31T09:30`) as the instant it names in this browser's zone, or null. */
export function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** IPv4 dotted quads, or anything with a colon the API checks as IPv6. */
function looksLikeAddress(value: string): boolean {
  return IPV4.test(value) || (value.includes(':') && /^[0-9a-fA-F:.]+$/.test(value));
}

/**
 * The API's filters from the form, or the field errors that keep it from being sent (the same codes
 * the API answers with). Blank fields are no filter.
 */
export function toAuditFilters(values: ActivityFilterValues): { filters: AuditFilters; errors: ActivityFieldErrors } {
  const filters: AuditFilters = {};
  const errors: ActivityFieldErrors = {};
  const actor = values.actor.trim();
  const subject = values.subject.trim();
  const enterprise = values.enterprise.trim();
  const ip = values.ip.trim();
  if (actor) {
    if (USER_REFERENCE.test(actor)) filters.actor = actor;
    else errors.actor = 'USER_REFERENCE_INVALID';
  }
  if (subject) {
    if (USER_REFERENCE.test(subject)) filters.subject = subject;
    else errors.subject = 'USER_REFERENCE_INVALID';
  }
  if (values.event) filters.event = values.event;
  if (enterprise) {
    if (WHOLE_NUMBER.test(enterprise)) filters.enterprise = Number(enterprise);
    else errors.enterprise = 'INVALID_TYPE';
  }
  for (const field of ['from', 'to'] as const) {
    if (!values[field]) continue;
    const instant = instantOf(values[field]);
    if (instant) filters[field] = instant;
    else errors[field] = 'INSTANT_INVALID';
  }
  if (filters.from && filters.to && filters.from >= filters.to) errors.to = 'TIME_RANGE_INVALID';
  if (ip) {
    if (looksLikeAddress(ip)) filters.ip = ip;
    else errors.ip = 'IP_INVALID';
  }
  return { filters, errors };
}
