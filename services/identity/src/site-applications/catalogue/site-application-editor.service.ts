import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages, postCallbackUrlRule } from '@weather/validation';
import { QueryFailedError, type Repository } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { ApiFieldError } from '../../platform/errors/error-body';
import type { SessionContext } from '../../platform/http/session-context';
import type { User } from '../../users/user.entity';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import type { SiteApplicationCreatedDto } from './dto/site-application-created.dto';
import type { SiteApplicationInputDto } from './dto/site-application-input.dto';
import type { SiteApplicationSecretsDto } from './dto/site-application-secrets.dto';
import type { SiteApplicationDetailDto } from './dto/site-application-detail.dto';
import { oidcClientSettingsOf } from './oidc-client-settings.mapper';
import { newSecrets, SiteApplicationCredentialsService } from './site-application-credentials.service';
import { SiteApplication } from './site-application.entity';
import { mapSiteApplicationDetail } from './site-application.mapper';
import { SiteApplicationsService } from './site-applications.service';
import { DEFAULT_SITE_APPLICATION_THEME } from './site-application-theme';
import { translationsOf } from './site-application-translations';
import { webhookUrlError } from './webhook-url-check';

type EditableFields = Pick<
  SiteApplication,
  'clientId' | 'name' | 'description' | 'imageUrl' | 'baseUrl' | 'callbackUrl' | 'webhookUrl' | 'sysadminUrl' | 'orderingNumber'
> &
  Partial<Pick<SiteApplication, 'oidc' | 'postCallbackUrl' | 'theme' | 'translations'>>;

/** The stored value of an optional address: trimmed, blank as null. */
const optionalUrl = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The validated form as stored: trimmed, and a blank sysadmin or post-callback url as null (SPEC
 * §3); a null theme is the default one; translations trimmed, blank ones left out (English is
 * shown for them). An absent `oidc`, `postCallbackUrl`, `theme` or `translations` is left out, so
 * a caller that does not know it (an older client, the SPEC's own payload) keeps it on an update;
 * an add stores null, or the default theme, for it.
 */
export function editableFields(input: SiteApplicationInputDto): EditableFields {
  const oidc = input.oidc === undefined ? {} : { oidc: input.oidc === null ? null : oidcClientSettingsOf(input.oidc) };
  const postCallbackUrl = input.postCallbackUrl === undefined ? {} : { postCallbackUrl: optionalUrl(input.postCallbackUrl) };
  const theme = input.theme === undefined ? {} : { theme: input.theme ?? DEFAULT_SITE_APPLICATION_THEME };
  const translations = input.translations === undefined ? {} : { translations: translationsOf(input.translations) };
  return {
    ...oidc,
    ...translations,
    ...postCallbackUrl,
    ...theme,
    clientId: input.client_id.trim(),
    name: input.name.trim(),
    description: input.description.trim(),
    imageUrl: input.image_url.trim(),
    baseUrl: input.base_url.trim(),
    callbackUrl: input.callback_url.trim(),
    webhookUrl: input.webhook_url.trim(),
    sysadminUrl: optionalUrl(input.sysadmin_url),
    orderingNumber: input.ordering_number,
  };
}

/**
 * A post-callback URL kept by an update (the form left it out) must still share an origin with the
 * new base or callback url: the form's own value was checked by its DTO, a kept one is checked here.
 */
function refuseKeptPostCallbackUrlElsewhere(application: SiteApplication, fields: EditableFields): void {
  if (fields.postCallbackUrl !== undefined || application.postCallbackUrl === null) return;
  const code = postCallbackUrlRule(application.postCallbackUrl, { base_url: fields.baseUrl, callback_url: fields.callbackUrl });
  if (code) throw new ApiException('VALIDATION_FAILED', [{ field: 'postCallbackUrl', code, message: messages[code] }]);
}

const clientIdTaken = (): ApiException =>
  new ApiException('VALIDATION_FAILED', [{ field: 'client_id', code: 'CLIENT_ID_TAKEN', message: messages.CLIENT_ID_TAKEN }]);

/** SYSADMIN's changes to the catalogue: add, edit, and new secrets; each one audited. */
@Injectable()
export class SiteApplicationEditorService {
  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    private readonly catalogue: SiteApplicationsService,
    private readonly credentials: SiteApplicationCredentialsService,
    private readonly audit: AuditService,
    private readonly cipher: KeysCipher,
    private readonly addresses: OutboundAddressPolicy,
  ) {}

  async create(caller: User, input: SiteApplicationInputDto, context: SessionContext): Promise<SiteApplicationCreatedDto> {
    const fields = editableFields(input);
    await this.refuseUncallableAddresses(fields);
    await this.refuseTakenClientId(fields.clientId, null);
    const { clientSecret, clientSecretHash, webhookSecret, sealedWebhookSecret } = newSecrets(this.cipher);
    const application = await this.saveUnique(
      this.applications.create({ oidc: null, postCallbackUrl: null, theme: DEFAULT_SITE_APPLICATION_THEME, translations: null, ...fields, clientSecretHash, webhookSecret: sealedWebhookSecret }),
    );
    await this.audit.record({ event: 'SITE_APPLICATION_CREATED', actorId: caller.id, ip: context.ip, details: { applicationId: application.id, clientId: application.clientId } });
    return { ...mapSiteApplicationDetail(application), client_secret: clientSecret, webhook_secret: webhookSecret };
  }

  async update(caller: User, id: number, input: SiteApplicationInputDto, context: SessionContext): Promise<SiteApplicationDetailDto> {
    const application = await this.catalogue.getById(id);
    const fields = editableFields(input);
    refuseKeptPostCallbackUrlElsewhere(application, fields);
    await this.refuseUncallableAddresses(fields);
    await this.refuseTakenClientId(fields.clientId, application.id);
    const previousClientId = application.clientId;
    const saved = await this.saveUnique(Object.assign(application, fields));
    await this.audit.record({
      event: 'SITE_APPLICATION_UPDATED',
      actorId: caller.id,
      ip: context.ip,
      details: { applicationId: saved.id, clientId: saved.clientId, previousClientId },
    });
    return mapSiteApplicationDetail(saved);
  }

  /** New client and webhook secrets; the old ones stop working at once. */
  async rotateSecrets(caller: User, id: number, context: SessionContext): Promise<SiteApplicationSecretsDto> {
    const application = await this.catalogue.getById(id);
    const issued = await this.credentials.rotate(application.clientId);
    await this.audit.record({ event: 'SITE_APPLICATION_SECRETS_ROTATED', actorId: caller.id, ip: context.ip, details: { applicationId: application.id, clientId: application.clientId } });
    return issued;
  }

  /** The addresses the service itself will call: the webhook URL and the back-channel logout URL. */
  private async refuseUncallableAddresses(fields: EditableFields): Promise<void> {
    const backchannelLogoutUri = fields.oidc?.backchannelLogoutUri ?? null;
    const errors = await Promise.all([
      webhookUrlError(this.addresses, 'webhook_url', fields.webhookUrl),
      backchannelLogoutUri === null ? null : webhookUrlError(this.addresses, 'oidc.backchannel_logout_uri', backchannelLogoutUri),
    ]);
    const refused = errors.filter((error): error is ApiFieldError => error !== null);
    if (refused.length > 0) throw new ApiException('VALIDATION_FAILED', refused);
  }

  private async refuseTakenClientId(clientId: string, ownId: number | null): Promise<void> {
    const holder = await this.applications.findOneBy({ clientId });
    if (holder && holder.id !== ownId) throw clientIdTaken();
  }

  /** The unique index decides when two saves race for one client id: the loser gets the field error. */
  private async saveUnique(application: SiteApplication): Promise<SiteApplication> {
    try {
      return await this.applications.save(application);
    } catch (error) {
      if (!(error instanceof QueryFailedError)) throw error;
      const holder = await this.applications.findOneBy({ clientId: application.clientId });
      if (holder && holder.id !== application.id) throw clientIdTaken();
      throw error;
    }
  }
}
