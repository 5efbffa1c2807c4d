import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcClients } from '../site-applications/oidc-clients/oidc-clients';

/**
 * The provider's `Client` model, read from the catalogue: clients are site applications, edited
 * through the catalogue's API only, so every write of the provider is refused.
 */
export class OidcClientAdapter implements Adapter {
  constructor(private readonly clients: OidcClients) {}

  async find(clientId: string): Promise<AdapterPayload | undefined> {
    return (await this.clients.metadataOf(clientId)) ?? undefined;
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
