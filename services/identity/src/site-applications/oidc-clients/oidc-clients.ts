import { Injectable } from '@nestjs/common';
import type { ClientMetadata } from 'oidc-provider';
import { ApiException } from '../../platform/errors/api-exception';
import { SiteApplicationsService } from '../catalogue/site-applications.service';
import { oidcClientMetadata } from './oidc-client-metadata';

/**
 * The OpenID Connect clients: the catalogue's applications whose `oidc` settings are set. Read from
 * the catalogue's cache (a few seconds; every change to the catalogue empties it on every instance),
 * so a removed redirect URI or a rotated secret stops working within that.
 */
@Injectable()
export class OidcClients {
  constructor(private readonly applications: SiteApplicationsService) {}

  /** The client's metadata, or null when no application has this client id or it is no OpenID Connect client. */
  async metadataOf(clientId: string): Promise<ClientMetadata | null> {
    try {
      return oidcClientMetadata(await this.applications.getByClientId(clientId));
    } catch (error) {
      if (error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND') return null;
      throw error;
    }
  }
}
