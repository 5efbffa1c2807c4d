import type { DataSource } from 'typeorm';
import type { AuditService } from '../../src/platform/audit/audit.service';
import type { Clock } from '../../src/platform/clock';
import type { IdentityConfig } from '../../src/platform/config/identity-config';
import { MagicCode } from '../../src/auth/magic-codes/magic-code.entity';
import { MagicCodeSecret } from '../../src/auth/magic-codes/magic-code-secret';
import { MagicCodesService } from '../../src/auth/magic-codes/magic-codes.service';
import { CodeSignInService } from '../../src/auth/magic-codes/code-sign-in.service';
import { LoginThrottle } from '../../src/auth/sign-in/login-throttle';
import { SendLimiter } from '../../src/auth/magic-codes/send-limiter';
import { MailService } from '../../src/platform/mail/mail.service';
import { RecipientMailLimit } from '../../src/platform/mail/recipient-mail-limit';
import { RateLimiters } from '../../src/platform/rate-limits/rate-limiters';
import type { SessionsService } from '../../src/auth/sessions/sessions.service';
import { User } from '../../src/users/user.entity';
import { UserAccounts } from '../../src/users/user-accounts';
import { RecordingMailTransport } from './recording-mail-transport';
import { EnterpriseDomainRecords } from '../../src/enterprises/domains/enterprise-domain-records';
import { EnterpriseDomain } from '../../src/enterprises/domains/enterprise-domain.entity';
import { SamlAuthenticationProvider } from '../../src/enterprises/saml-authentication-provider.entity';
import { ForcedSamlDomains } from '../../src/saml/forced-saml-domains';

/** The code sign-in over a test database, with the mail kept in `transport`. */
export function buildCodeSignIn(database: DataSource, clock: Clock, config: IdentityConfig, sessions: SessionsService, audit: AuditService) {
  const transport = new RecordingMailTransport();
  const codes = new MagicCodesService(database.getRepository(MagicCode), new MagicCodeSecret(Buffer.from('a test key of thirty-two bytes!!')), clock);
  // No REDIS_URL in unit tests: the limits count in memory.
  const limiters = new RateLimiters(config);
  const throttle = new LoginThrottle(limiters, config);
  const codeSignIn = new CodeSignInService(
    new UserAccounts(database.getRepository(User)),
    codes,
    new SendLimiter(limiters),
    new MailService(transport, new RecipientMailLimit(limiters, config), audit, config),
    sessions,
    audit,
    throttle,
    new ForcedSamlDomains(config, new EnterpriseDomainRecords(database.getRepository(EnterpriseDomain), database.getRepository(SamlAuthenticationProvider))),
  );
  return { transport, codes, codeSignIn, throttle };
}
