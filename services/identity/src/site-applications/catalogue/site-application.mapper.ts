import type { SiteApplicationDto } from './dto/site-application.dto';
import { mapOidcClientSettings } from './oidc-client-settings.mapper';
import type { SiteApplication } from './site-application.entity';

/** Only the public fields leave the service: never the client secret's hash or the webhook secret. */
export function mapSiteApplication(application: SiteApplication): SiteApplicationDto {
  return {
    id: application.id,
    client_id: application.clientId,
    name: application.name,
    description: application.description,
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
