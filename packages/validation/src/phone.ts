/**
 * `@weather/validation/phone`: the full sign-up's Australian phone rule (SPEC §5). It loads
 * libphonenumber-js with its smallest metadata, so only the registration page pays for it.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneRule } from './forms/full-sign-up';
import { limits } from './limits';
import { isBlank } from './text';

const REGION: CountryCode = limits.DEFAULT_PHONE_REGION;

/**
 * Optional; when given, it must be a valid Australian number, written nationally (0412 345 678)
 * or internationally (+61 412 345 678). A valid number of another country is refused as well:
 * the sign-up is for the Australian market.
 */
export const australianPhoneRule: PhoneRule = (value) => {
  if (isBlank(value)) return null;
  return normalizeAustralianPhone(value as string) === null ? 'PHONE_NOT_AUSTRALIAN' : null;
};

/** The number in E.164 (+61412345678), the one form the API stores; null when not a valid AU number. */
export function normalizeAustralianPhone(value: string): string | null {
  if (value.length > limits.PHONE_MAX_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(value, REGION);
  if (parsed === undefined || !parsed.isValid() || parsed.country !== REGION) return null;
  return parsed.number;
}

/**
 * The digits of the national form (0412345678): how the profile keeps a phone number, since its
 * rule accepts digits only. Null when not a valid Australian number.
 */
export function australianPhoneDigits(value: string): string | null {
  if (normalizeAustralianPhone(value) === null) return null;
  const parsed = parsePhoneNumberFromString(value, REGION);
  return parsed ? parsed.format('NATIONAL').replace(/\D/g, '') : null;
}
