import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Adapter, ClientMetadata, JWK, Provider } from 'oidc-provider';
import type { Repository } from 'typeorm';
import { CacheInvalidation } from '../platform/cache/cache-invalidation';
import { Clock } from '../platform/clock';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import { clientSecretMatches } from '../site-applications/oidc-clients/oidc-client-secrets';
import { OidcClients } from '../site-applications/oidc-clients/oidc-clients';
import { SigningKeysService } from '../site-applications/signing-keys/signing-keys.service';
import { OutboundAddressPolicy } from '../platform/outbound/outbound-address-policy';
import { OidcAccounts } from './oidc-accounts';
import { oidcOutboundFetch } from './oidc-outbound-fetch';
import { OidcPortalSessions } from './oidc-portal-sessions';
import { OidcProviderEvents } from './oidc-provider-events';
import { OidcClientAdapter } from './oidc-client-adapter';
import { OidcDatabaseAdapter, type OidcSessionTies } from './oidc-database-adapter';
import { directSignInRequest, OidcDirectSignIn } from './oidc-direct-sign-in';
import { OidcPayload } from './oidc-payload.entity';
import { type OidcLibrary, oidcLibrary, withLibraryWarningsLogged } from './oidc-library';
import { oidcIssuer } from './oidc-paths';
import { oidcProviderConfiguration } from './oidc-provider-configuration';

/**
 * How often the provider's key set is compared with the signing keys at most, in milliseconds: the
 * signing keys' own cache time. A rotation anywhere also drops this at once (the `signing-keys`
 * invalidation); the time bound catches a key that starts signing because its activation time came.
 */
export const OIDC_KEY_CHECK_INTERVAL_MS = 5_000;

/**
 * The oidc-provider instance of this process. Its key set is fixed when it is built, so it is built
 * again whenever the signing keys change (rotation, activation, retirement); everything else it holds
 * lives in the database (OidcDatabaseAdapter), so a rebuild loses nothing.
 */
@Injectable()
export class OidcProviderHost {
  private current: { provider: Provider; kids: string } | null = null;
  private building: Promise<Provider> | null = null;
  private keysCheckedAt = Number.NEGATIVE_INFINITY;

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    @InjectRepository(OidcPayload) private readonly payloads: Repository<OidcPayload>,
    private readonly signingKeys: SigningKeysService,
    private readonly clients: OidcClients,
    private readonly accounts: OidcAccounts,
    private readonly portalSessions: OidcPortalSessions,
    private readonly outbound: OutboundAddressPolicy,
    private readonly clock: Clock,
    private readonly events: OidcProviderEvents,
    invalidation: CacheInvalidation,
  ) {
    invalidation.register('signing-keys', { drop: () => (this.keysCheckedAt = Number.NEGATIVE_INFINITY) });
  }

  /** The provider with the signing keys of the moment. */
  provider(): Promise<Provider> {
    const now = this.clock.now().getTime();
    if (this.current && now - this.keysCheckedAt < OIDC_KEY_CHECK_INTERVAL_MS) return Promise.resolve(this.current.provider);
    this.building ??= this.refresh(now).finally(() => (this.building = null));
    return this.building;
  }

  private async refresh(now: number): Promise<Provider> {
    const keys = await this.signingKeys.privateKeySet();
    this.keysCheckedAt = now;
    const kids = keys.map((key) => key.kid).join(' ');
    if (this.current?.kids !== kids) this.current = { provider: await withLibraryWarningsLogged(async () => this.build(await oidcLibrary(), keys)), kids };
    return this.current.provider;
  }

  private build({ Provider, interactionPolicy }: OidcLibrary, keys: JWK[]): Provider {
    const clientAdapter = new OidcClientAdapter(this.clients, () => Provider.ctx?.req);
    // The Session model's ties to the portal, in the request under way: the provider keeps its context
    // per request inside its routes; a direct sign-in saves before them (OidcDirectSignIn).
    const request = () => Provider.ctx ?? directSignInRequest();
    const sessionTies: OidcSessionTies = {
      portalSession: async () => {
        const portal = await this.portalSessions.ofRequest(request());
        return portal ? { id: portal.session.id, impersonation: portal.session.impersonatorId !== null } : null;
      },
      rowByUid: (uid) => this.portalSessions.providerSessionRow(request(), uid),
      changed: () => this.portalSessions.providerSessionsChanged(request()),
    };
    const provider = new Provider(
      oidcIssuer(this.config.publicApiUrl),
      oidcProviderConfiguration({
        interactionPolicy,
        config: this.config,
        keys,
        adapter: (model: string): Adapter => (model === 'Client' ? clientAdapter : new OidcDatabaseAdapter(model, this.payloads, this.clock, model === 'Session' ? sessionTies : null)),
        findAccount: (ctx, subject, token) => this.accounts.find(ctx, subject, token),
        isFirstParty: (client: ClientMetadata) => client.first_party === true,
        portalSessionHolds: (ctx) => this.portalSessions.stillSignedIn(ctx),
        fetch: oidcOutboundFetch(this.outbound),
      }),
    );
    // X-Forwarded-Proto and -Host are believed exactly when the service trusts its proxies (TRUST_PROXY).
    provider.proxy = this.config.trustProxy !== false;
    // The catalogue stores the SHA-256 of a client secret, not the secret (oidcClientMetadata).
    provider.Client.prototype.compareClientSecret = function compareClientSecret(this: { clientSecret?: string }, presented: string): boolean {
      return clientSecretMatches(this.clientSecret, presented);
    };
    this.events.attach(provider);
    // Before the provider's routes: a browser with a portal session gets its provider session at once (docs/adr/0806).
    provider.use(new OidcDirectSignIn(this.portalSessions, this.config.oidc.sessionTtlSeconds).middleware(provider));
    return provider;
  }
}
