import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcClients } from '../site-applications/oidc-clients/oidc-clients';
import { OidcRequestMemo } from './oidc-request-memo';

/**
 * The provider's `Client` model, read from the catalogue: clients are site applications, edited
 * through the catalogue's API only, so every write of the provider is refused. The provider looks a
 * client up several times in one request; its metadata is built once per request (docs/adr/0805).
 */
export class OidcClientAdapter implements Adapter {
  private readonly metadataOfRequest = new OidcRequestMemo<AdapterPayload | undefined>();

  /** `currentRequest`: the raw request the provider is answering, if any (its context per request). */
  constructor(
    private readonly clients: OidcClients,
    private readonly currentRequest: () => object | undefined = () => undefined,
  ) {}

  find(clientId: string): Promise<AdapterPayload | undefined> {
    return this.metadataOfRequest.get(this.currentRequest(), clientId, async () => (await this.clients.metadataOf(clientId)) ?? undefined);
  }

  upsert(): Promise<void> {
    return Promise.reject(new Error('OpenID Connect clients are the catalogue’s applications; they are not registered through the provider'));
  }

  findByUserCode(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  findByUid(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  consume(): Promise<void> {
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    return Promise.resolve();
  }

  revokeByGrantId(): Promise<void> {
    return Promise.resolve();
  }
}
