import type { SupportedLocale } from '@weather/validation';
import type { SiteApplicationDetailDto } from './dto/site-application-detail.dto';
import type { SiteApplicationDto } from './dto/site-application.dto';
import { mapOidcClientSettings } from './oidc-client-settings.mapper';
import type { SiteApplication } from './site-application.entity';
import { CATALOGUE_LANGUAGE, localizedTexts } from './site-application-translations';

/**
 * Only the public fields leave the service: never the client secret's hash or the webhook secret.
 * The name and description are those of `locale`, falling back to English (docs/adr/1005).
 */
export function mapSiteApplication(application: SiteApplication, locale: SupportedLocale = CATALOGUE_LANGUAGE): SiteApplicationDto {
  const { name, description } = localizedTexts(application, locale);
  return {
    id: application.id,
    client_id: application.clientId,
    name,
    description,
    image_url: application.imageUrl,
    base_url: application.baseUrl,
    callback_url: application.callbackUrl,
    webhook_url: application.webhookUrl,
    sysadmin_url: application.sysadminUrl,
    ordering_number: application.orderingNumber,
    postCallbackUrl: application.postCallbackUrl,
    theme: application.theme,
    oidc: application.oidc ? mapOidcClientSettings(application.oidc) : null,
  };
}

/** The administrator's read: the English texts, and every other language's as stored (null where English is shown). */
export function mapSiteApplicationDetail(application: SiteApplication): SiteApplicationDetailDto {
  const italian = application.translations?.it;
  return {
    ...mapSiteApplication(application),
    translations: { it: { name: italian?.name ?? null, description: italian?.description ?? null } },
  };
}
