import type { Provider } from '@nestjs/common';
import { CodeSignInService } from '../../src/auth/magic-codes/code-sign-in.service';
import { MagicCodeSecret } from '../../src/auth/magic-codes/magic-code-secret';
import { MagicCodesService } from '../../src/auth/magic-codes/magic-codes.service';
import { SendLimiter } from '../../src/auth/magic-codes/send-limiter';
import { PasswordHasher } from '../../src/auth/passwords/password-hasher';
import { SessionCache } from '../../src/auth/sessions/session-cache';
import { SessionEndings } from '../../src/auth/sessions/session-endings';
import { SessionsService } from '../../src/auth/sessions/sessions.service';
import { LoginThrottle } from '../../src/auth/sign-in/login-throttle';
import { PasskeyFactors } from '../../src/auth/passkeys/passkey-factors';
import { SecondFactorPolicy } from '../../src/auth/second-factors/second-factor-policy.port';
import { SecondStepChallenges } from '../../src/auth/second-factors/second-step-challenges';
import { SecondStepGate } from '../../src/auth/second-factors/second-step-gate';
import { UserSecondFactors } from '../../src/auth/second-factors/user-second-factors';
import { AuditService } from '../../src/platform/audit/audit.service';
import { MailService } from '../../src/platform/mail/mail.service';
import { RecipientMailLimit } from '../../src/platform/mail/recipient-mail-limit';
import { RateLimiters } from '../../src/platform/rate-limits/rate-limiters';
import { UserAccounts } from '../../src/users/user-accounts';

/**
 * The real collaborators of the password and code sign-in, for unitModule: sessions, the brake,
 * magic codes and their mail (kept by unitModule's recording transport), the audit. No REDIS_URL in
 * unit tests: the limits count in memory. The second-step gate (issue 29) is real, its enterprise
 * policy requires no factor unless a spec fakes SecondFactorPolicy. The other ports to higher modules
 * (UserEvents, SamlSignInPolicy) are left to the spec.
 */
export const signInProviders: Provider[] = [
  UserAccounts,
  PasswordHasher,
  SessionsService,
  SessionCache,
  SessionEndings,
  AuditService,
  RateLimiters,
  LoginThrottle,
  CodeSignInService,
  MagicCodesService,
  { provide: MagicCodeSecret, useValue: new MagicCodeSecret(Buffer.from('a test key of thirty-two bytes!!')) },
  SendLimiter,
  MailService,
  RecipientMailLimit,
  SecondStepGate,
  SecondStepChallenges,
  UserSecondFactors,
  PasskeyFactors,
  { provide: SecondFactorPolicy, useValue: { requiredFor: () => Promise.resolve(false) } satisfies SecondFactorPolicy },
];
