import { type FieldError, collectFieldErrors } from '../field-error';
import {
  baseUrlRule,
  callbackUrlRule,
  clientIdRule,
  descriptionRule,
  imageUrlRule,
  orderingNumberRule,
  siteApplicationNameRule,
  sysadminUrlRule,
  webhookUrlRule,
} from '../site-application-fields';

/** POST and PUT /v1/siteapplications body. */
export interface SiteApplicationInput {
  client_id: string;
  name: string;
  description: string;
  image_url: string;
  base_url: string;
  callback_url: string;
  webhook_url: string;
  sysadmin_url?: string | null;
  ordering_number: number | null;
}

export function validateSiteApplication(input: SiteApplicationInput): FieldError<keyof SiteApplicationInput>[] {
  return collectFieldErrors<keyof SiteApplicationInput>([
    ['client_id', clientIdRule(input.client_id)],
    ['name', siteApplicationNameRule(input.name)],
    ['description', descriptionRule(input.description)],
    ['image_url', imageUrlRule(input.image_url)],
    ['base_url', baseUrlRule(input.base_url)],
    ['callback_url', callbackUrlRule(input.callback_url)],
    ['webhook_url', webhookUrlRule(input.webhook_url)],
    ['sysadmin_url', sysadminUrlRule(input.sysadmin_url)],
    ['ordering_number', orderingNumberRule(input.ordering_number)],
  ]);
}
