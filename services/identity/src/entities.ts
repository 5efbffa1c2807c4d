import { AuditLog } from './platform/audit/audit-log.entity';
import { EnterpriseDomain } from './enterprises/domains/enterprise-domain.entity';
import { Enterprise } from './enterprises/enterprise.entity';
import { MagicCode } from './auth/magic-codes/magic-code.entity';
import { SamlAuthenticationProvider } from './enterprises/saml-authentication-provider.entity';
import { HandoffToken } from './site-applications/handoff/handoff-token.entity';
import { EulaAcceptance } from './users/eula/eula-acceptance.entity';
import { Eula } from './users/eula/eula.entity';
import { SpentCaptchaChallenge } from './auth/captcha/spent-captcha-challenge.entity';
import { UserRegistration } from './auth/registration/user-registration.entity';
import { BrowserSession } from './auth/sessions/browser-session.entity';
import { SocialIdentity } from './auth/social/social-identity.entity';
import { SigningKey } from './site-applications/signing-keys/signing-key.entity';
import { SiteApplication } from './site-applications/catalogue/site-application.entity';
import { Timezone } from './users/timezones/timezone.entity';
import { UserToken } from './auth/user-tokens/user-token.entity';
import { UserAvatar } from './users/user-avatar.entity';
import { User } from './users/user.entity';
import { WebhookDelivery } from './site-applications/webhooks/webhook-delivery.entity';
import { JobLease } from './platform/housekeeping/job-lease.entity';
import { OidcPayload } from './oidc/oidc-payload.entity';
import { Passkey } from './auth/passkeys/passkey.entity';
import { WebauthnChallenge } from './auth/passkeys/webauthn-challenge.entity';
import { RecoveryCode } from './auth/second-factors/recovery-code.entity';
import { SecondStepChallenge } from './auth/second-factors/second-step-challenge.entity';
import { TotpFactor } from './auth/second-factors/totp-factor.entity';

/** Every entity of the data model; listed explicitly so the build and jest load the same set. */
import { SamlRequest } from './saml/saml-request.entity';
import { SamlSession } from './saml/logout/saml-session.entity';
import { SamlSigningKey } from './saml/sp-keys/saml-signing-key.entity';
import { SamlUser } from './saml/saml-user.entity';
import { SpentSamlAssertion } from './saml/spent-saml-assertion.entity';

export const entities = [
  AuditLog,
  BrowserSession,
  Enterprise,
  EnterpriseDomain,
  Eula,
  EulaAcceptance,
  HandoffToken,
  JobLease,
  MagicCode,
  OidcPayload,
  Passkey,
  RecoveryCode,
  SamlAuthenticationProvider,
  SamlRequest,
  SamlSession,
  SamlSigningKey,
  SamlUser,
  SecondStepChallenge,
  SigningKey,
  SiteApplication,
  SocialIdentity,
  SpentCaptchaChallenge,
  SpentSamlAssertion,
  Timezone,
  TotpFactor,
  User,
  UserAvatar,
  UserRegistration,
  UserToken,
  WebauthnChallenge,
  WebhookDelivery,
];
