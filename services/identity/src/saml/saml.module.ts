import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../platform/audit/audit.module';
import { EnterprisesModule } from '../enterprises/enterprises.module';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { SamlSignInPolicy } from '../auth/sign-in/saml-sign-in-policy';
import { SamlSingleLogout } from '../auth/sign-in/saml-single-logout';
import { UsersModule } from '../users/users.module';
import { EnterpriseSamlController } from './enterprise-saml.controller';
import { ForcedSamlDomainCache } from './forced-saml-domain-cache';
import { ForcedSamlDomainCacheInvalidator } from './forced-saml-domain-cache.invalidator';
import { ForcedSamlDomains } from './forced-saml-domains';
import { RemoteMetadataFetcher } from './metadata/remote-metadata-fetcher';
import { SamlStrategy } from './passport/saml.strategy';
import { SamlAssertionVerifier } from './saml-assertion-verifier';
import { SamlProvidersService } from './saml-providers.service';
import { SamlRequest } from './saml-request.entity';
import { SamlSignInService } from './saml-sign-in.service';
import { SamlUser } from './saml-user.entity';
import { SamlController } from './saml.controller';
import { SpentSamlAssertion } from './spent-saml-assertion.entity';
import { SamlSession } from './logout/saml-session.entity';
import { SamlLogoutService } from './logout/saml-logout.service';
import { SamlSigningKey } from './sp-keys/saml-signing-key.entity';
import { SamlSigningKeysService } from './sp-keys/saml-signing-keys.service';

/**
 * SAML single sign-on per verified enterprise domain (issue 8, docs/adr/0214), through passport-saml's
 * MultiSamlStrategy (docs/adr/0602-passport-saml.md). Global, as it provides
 * auth's SAML ports (forced-SAML domains, single logout at sign-out) to auth's modules below it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SamlRequest, SamlSession, SamlSigningKey, SamlUser, SpentSamlAssertion]),
    AuditModule,
    EnterprisesModule,
    SessionsModule,
    UsersModule,
  ],
  controllers: [SamlController, EnterpriseSamlController],
  providers: [
    SamlSignInService,
    SamlStrategy,
    SamlAssertionVerifier,
    SamlLogoutService,
    SamlProvidersService,
    SamlSigningKeysService,
    ForcedSamlDomains,
    ForcedSamlDomainCache,
    ForcedSamlDomainCacheInvalidator,
    RemoteMetadataFetcher,
    { provide: SamlSignInPolicy, useExisting: ForcedSamlDomains },
    { provide: SamlSingleLogout, useExisting: SamlLogoutService },
  ],
  exports: [SamlSignInPolicy, SamlSingleLogout, SamlSigningKeysService],
})
// The HTTP-POST binding posts a form to the assertion consumer; @fastify/formbody (app.factory.ts)
// parses it, and the body check (json-body.ts) lets only that route through.
export class SamlModule {}
