import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../platform/audit/audit.module';
import { MailModule } from '../platform/mail/mail.module';
import { PasswordsModule } from '../auth/passwords/passwords.module';
import { SecondFactorsModule } from '../auth/second-factors/second-factors.module';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { DnsTxtLookup } from './domains/dns-txt-lookup';
import { DomainVerificationService } from './domains/domain-verification.service';
import { EnterpriseAccess } from './enterprise-access';
import { EnterpriseDomain } from './domains/enterprise-domain.entity';
import { EnterpriseDomainRecords } from './domains/enterprise-domain-records';
import { EnterpriseDomainsService } from './domains/enterprise-domains.service';
import { EnterpriseUsersController } from './enterprise-users/enterprise-users.controller';
import { EnterpriseUsersService } from './enterprise-users/enterprise-users.service';
import { Enterprise } from './enterprise.entity';
import { EnterpriseSessionCacheInvalidator } from './enterprise-session-cache.invalidator';
import { EnterprisesController } from './enterprises.controller';
import { EnterprisesService } from './enterprises.service';
import { SamlAuthenticationProvider } from './saml-authentication-provider.entity';
import { SecondFactorPolicyController } from './second-factor-policy/second-factor-policy.controller';
import { SecondFactorPolicyService } from './second-factor-policy/second-factor-policy.service';

/**
 * The enterprise manager: enterprises, their DNS-verified domains and their users (issue 7). Owns the
 * enterprises, enterprise_domains and saml_authentication_providers tables; saml/ goes through
 * EnterpriseDomainRecords (docs/adr/0603-one-owner-per-table.md).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Enterprise, EnterpriseDomain, SamlAuthenticationProvider]),
    AuditModule,
    MailModule,
    PasswordsModule,
    SecondFactorsModule,
    SessionsModule,
    UsersModule,
  ],
  controllers: [EnterprisesController, EnterpriseUsersController, SecondFactorPolicyController],
  providers: [
    EnterpriseAccess,
    EnterpriseDomainRecords,
    EnterprisesService,
    EnterpriseSessionCacheInvalidator,
    EnterpriseDomainsService,
    EnterpriseUsersService,
    DomainVerificationService,
    DnsTxtLookup,
    SecondFactorPolicyService,
  ],
  exports: [DomainVerificationService, EnterpriseAccess, EnterpriseDomainRecords],
})
export class EnterprisesModule {}
