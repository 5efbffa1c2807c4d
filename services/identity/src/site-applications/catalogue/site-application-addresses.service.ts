import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { baseUrlRule, callbackUrlRule, imageUrlRule, messages, postCallbackUrlRule, type RuleResult, sysadminUrlRule, webhookUrlRule } from '@weather/validation';
import type { Repository } from 'typeorm';
import { ApiException } from '../../platform/errors/api-exception';
import type { ApiFieldError } from '../../platform/errors/error-body';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { SiteApplication } from './site-application.entity';
import { webhookUrlError } from './webhook-url-check';

/** The addresses of an application that an operator may change from the command line. */
export interface SiteApplicationAddresses {
  base_url?: string;
  callback_url?: string;
  webhook_url?: string;
  image_url?: string;
  /** Blank clears it (null): the token then travels by GET again. */
  postCallbackUrl?: string;
  /** Blank clears it (null). */
  sysadmin_url?: string;
}

type AddressField = keyof SiteApplicationAddresses;
type AddressProperty = 'baseUrl' | 'callbackUrl' | 'webhookUrl' | 'imageUrl' | 'postCallbackUrl' | 'sysadminUrl';

/**
 * Each field's rule of the application form and its entity property; the optional ones share one
 * rule here, and the post-callback URL's origin is checked against the resulting base and callback
 * urls afterwards (postCallbackUrlRule, as in the form).
 */
const FIELDS: Record<AddressField, { rule: (value: string) => RuleResult; property: AddressProperty; optional: boolean }> = {
  base_url: { rule: baseUrlRule, property: 'baseUrl', optional: false },
  callback_url: { rule: callbackUrlRule, property: 'callbackUrl', optional: false },
  webhook_url: { rule: webhookUrlRule, property: 'webhookUrl', optional: false },
  image_url: { rule: imageUrlRule, property: 'imageUrl', optional: false },
  postCallbackUrl: { rule: sysadminUrlRule, property: 'postCallbackUrl', optional: true },
  sysadmin_url: { rule: sysadminUrlRule, property: 'sysadminUrl', optional: true },
};

/**
 * Points an existing application at other addresses (the e2e harness and operators, through the CLI
 * `update-application`), checked with the application form's rules. The catalogue's own write
 * routes come with issue 9.
 */
@Injectable()
export class SiteApplicationAddressesService {
  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    private readonly outbound: OutboundAddressPolicy,
  ) {}

  async update(clientId: string, addresses: SiteApplicationAddresses): Promise<SiteApplication> {
    const application = await this.applications.findOneBy({ clientId });
    if (!application) throw new ApiException('APPLICATION_NOT_FOUND');
    const errors: ApiFieldError[] = [];
    const changes: Partial<Record<AddressProperty, string | null>> = {};
    for (const [field, value] of Object.entries(addresses) as [AddressField, string | undefined][]) {
      if (value === undefined) continue;
      const { rule, property, optional } = FIELDS[field];
      const code = rule(value);
      if (code) errors.push({ field, code, message: messages[code] });
      else changes[property] = optional && value.trim() === '' ? null : value.trim();
    }
    const postCallbackError = errors.length === 0 ? postCallbackUrlError(application, changes) : null;
    if (postCallbackError) errors.push(postCallbackError);
    const webhookError = changes.webhookUrl ? await webhookUrlError(this.outbound, 'webhook_url', changes.webhookUrl) : null;
    if (webhookError) errors.push(webhookError);
    if (errors.length > 0) throw new ApiException('VALIDATION_FAILED', errors);
    // Only the optional properties ever get null (see FIELDS), which their columns allow.
    if (Object.keys(changes).length > 0) await this.applications.update({ id: application.id }, changes as Partial<Pick<SiteApplication, AddressProperty>>);
    return this.applications.findOneByOrFail({ id: application.id });
  }
}

/** The post-callback URL the update leaves (changed or kept) must share an origin with the base or callback url it leaves. */
function postCallbackUrlError(application: SiteApplication, changes: Partial<Record<AddressProperty, string | null>>): ApiFieldError | null {
  const postCallbackUrl = changes.postCallbackUrl === undefined ? application.postCallbackUrl : changes.postCallbackUrl;
  const code = postCallbackUrlRule(postCallbackUrl, { base_url: changes.baseUrl ?? application.baseUrl, callback_url: changes.callbackUrl ?? application.callbackUrl });
  return code ? { field: 'postCallbackUrl', code, message: messages[code] } : null;
}
