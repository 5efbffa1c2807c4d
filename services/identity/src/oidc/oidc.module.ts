import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { OidcClientsModule } from '../site-applications/oidc-clients/oidc-clients.module';
import { SigningKeysModule } from '../site-applications/signing-keys/signing-keys.module';
import { UsersModule } from '../users/users.module';
import { OidcAccounts } from './oidc-accounts';
import { OidcPortalSessions } from './oidc-portal-sessions';
import { OidcSessionEnder } from './oidc-session-ender';
import { OidcSessionExpiry } from './oidc-session-expiry';
import { OidcConsentController } from './oidc-consent.controller';
import { OidcConsentService } from './oidc-consent.service';
import { OidcInteractionController } from './oidc-interaction.controller';
import { OidcInteractionsService } from './oidc-interactions.service';
import { OidcMount } from './oidc-mount';
import { OidcPayload } from './oidc-payload.entity';
import { OidcProviderHost } from './oidc-provider-host';
import { OidcProviderEvents } from './oidc-provider-events';

/**
 * The OpenID Connect provider (issue 28, docs/adr/0801): oidc-provider under /oidc on the service's
 * server, on the catalogue's applications, the service's users, portal sessions and signing keys.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OidcPayload]), OidcClientsModule, SigningKeysModule, SessionsModule, UsersModule],
  controllers: [OidcInteractionController, OidcConsentController],
  providers: [OidcProviderHost, OidcAccounts, OidcPortalSessions, OidcSessionEnder, OidcInteractionsService, OidcConsentService, OidcMount, OidcProviderEvents, OidcSessionExpiry],
})
export class OidcModule {}
