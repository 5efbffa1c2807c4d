import { Module } from '@nestjs/common';
import { OidcClients } from './oidc-clients';

/** The catalogue's applications as OpenID Connect clients (the catalogue module, global, provides the applications). */
@Module({
  providers: [OidcClients],
  exports: [OidcClients],
})
export class OidcClientsModule {}
