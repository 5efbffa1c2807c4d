import type { ApiFieldError } from '../../platform/errors/error-body';
import { fieldErrorCatalogue } from '../../platform/errors/error-code';
import type { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';

/**
 * The field error of a webhook URL the service may not call (a loopback, private or link-local
 * address, or a name that resolves to one: docs/adr/0238), or null. The form's own rules have
 * passed before: this one needs a look-up.
 */
export async function webhookUrlError(policy: OutboundAddressPolicy, field: string, url: string): Promise<ApiFieldError | null> {
  return (await policy.refusedWhenSaved(url)) ? { field, code: 'URL_NOT_ALLOWED', message: fieldErrorCatalogue.URL_NOT_ALLOWED } : null;
}
