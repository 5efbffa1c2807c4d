import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Repository } from 'typeorm';
import type { SupportedLocale } from '@weather/validation';
import { ApiException } from '../platform/errors/api-exception';
import { CATALOGUE_LANGUAGE, localizedTexts } from '../site-applications/catalogue/site-application-translations';
import { SiteApplicationsService } from '../site-applications/catalogue/site-applications.service';
import type { User } from '../users/user.entity';
import { finishInteraction, interactionOfBrowser, type OidcInteraction, providerSessionLives } from './oidc-browser-interaction';
import { oidcSubjectOf } from './oidc-claims';
import type { OidcConsentOutcomeDto, OidcConsentRequestDto } from './oidc-consent.dto';
import { type Consented, rememberConsent } from './oidc-grants';
import { OidcPayload } from './oidc-payload.entity';
import { OidcProviderHost } from './oidc-provider-host';

/** The stored mark of a decided consent: one per interaction, so two answers never both count. */
const DECISION_KIND = 'ConsentDecision';

/** What a consent prompt asks that the user has not allowed yet: the provider's own details of the prompt. */
export function askedBy(interaction: Pick<OidcInteraction, 'prompt'>): Consented {
  const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details as { missingOIDCScope?: unknown; missingOIDCClaims?: unknown };
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return { scopes: strings(missingOIDCScope), claims: strings(missingOIDCClaims) };
}

/**
 * Consent to a third-party application on the portal's page (docs/adr/0802). Only the browser holding
 * the interaction (its cookie), signed in as the interaction's user, with the provider session it
 * began in still there, and only at the consent prompt, may read or answer it; anything else is 404
 * NOT_FOUND alike, so nothing is told about other people's interactions. An interaction is answered
 * once: a stored mark per interaction lets only the first of concurrent answers through.
 */
@Injectable()
export class OidcConsentService {
  constructor(
    private readonly host: OidcProviderHost,
    private readonly applications: SiteApplicationsService,
    @InjectRepository(OidcPayload) private readonly payloads: Repository<OidcPayload>,
  ) {}

  /** What the consent page shows; the application's name in `locale`, falling back to English (docs/adr/1005). */
  async requestOf(uid: string, request: FastifyRequest, user: User, locale: SupportedLocale = CATALOGUE_LANGUAGE): Promise<OidcConsentRequestDto> {
    const { interaction, clientId } = await this.pending(await this.host.provider(), uid, request, user);
    const application = await this.applications.getByClientId(clientId).catch((error: unknown) => {
      // The application left the catalogue since the request began: nothing to consent to.
      throw error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND' ? new ApiException('NOT_FOUND') : error;
    });
    return {
      application: { client_id: application.clientId, name: localizedTexts(application, locale).name, base_url: application.baseUrl, image_url: application.imageUrl },
      ...askedBy(interaction),
    };
  }

  /** Allow: a grant of exactly what was asked (and the consent remembered); deny: access_denied to the application. */
  async decide(uid: string, request: FastifyRequest, user: User, allow: boolean): Promise<OidcConsentOutcomeDto> {
    const provider = await this.host.provider();
    const { interaction, clientId, accountId } = await this.pending(provider, uid, request, user);
    await this.markDecided(interaction, accountId);
    if (!allow) {
      return { redirect_to: await finishInteraction(interaction, { error: 'access_denied', error_description: 'the user did not allow the application' }) };
    }
    const asked = askedBy(interaction);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    if (asked.scopes.length > 0) grant.addOIDCScope(asked.scopes.join(' '));
    if (asked.claims.length > 0) grant.addOIDCClaims(asked.claims);
    const grantId = await grant.save();
    await rememberConsent(provider, accountId, clientId, asked);
    return { redirect_to: await finishInteraction(interaction, { consent: { grantId } }) };
  }

  private async pending(provider: Provider, uid: string, request: FastifyRequest, user: User): Promise<{ interaction: OidcInteraction; clientId: string; accountId: string }> {
    const interaction = await interactionOfBrowser(provider, request, uid);
    const accountId = oidcSubjectOf(user);
    const clientId = interaction.params.client_id;
    const atConsent = interaction.prompt.name === 'consent' && interaction.result === undefined;
    if (!atConsent || interaction.session?.accountId !== accountId || typeof clientId !== 'string') throw new ApiException('NOT_FOUND');
    // The provider session the consent is for must stand: the provider would refuse to resume otherwise.
    if (!(await providerSessionLives(provider, interaction))) throw new ApiException('NOT_FOUND');
    return { interaction, clientId, accountId };
  }

  /** The first answer of an interaction stores its mark; a concurrent second one finds the mark and is refused. */
  private async markDecided(interaction: OidcInteraction, accountId: string): Promise<void> {
    const mark = { kind: DECISION_KIND, id: interaction.uid };
    try {
      await this.payloads.insert({ ...mark, payload: '{}', accountId, expiresAt: new Date(interaction.exp * 1000) });
    } catch (error) {
      if (await this.payloads.existsBy(mark)) throw new ApiException('NOT_FOUND');
      throw error;
    }
  }
}
