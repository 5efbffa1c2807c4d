import { Injectable } from '@nestjs/common';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import { UserAccounts } from '../../users/user-accounts';
import { SessionsService } from '../sessions/sessions.service';
import type { LoginResponseDto } from '../sign-in/dto/login-response.dto';
import { SamlSignInPolicy } from '../sign-in/saml-sign-in-policy';
import { PasskeyCeremonies } from './passkey-ceremonies';
import { PasskeySignInLimit } from './passkey-sign-in-limit';

export interface PasskeySignInResult {
  /** The new session's id, for the cookie only. */
  token: string;
  body: LoginResponseDto;
}

/**
 * The username-less sign-in with a passkey: the first and only step (a passkey with user
 * verification is something held and something known or are; docs/adr/0901-passkeys.md).
 */
@Injectable()
export class PasskeySignIn {
  constructor(
    private readonly ceremonies: PasskeyCeremonies,
    private readonly limit: PasskeySignInLimit,
    private readonly users: UserAccounts,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly forcedSaml: SamlSignInPolicy,
  ) {}

  /** A new challenge, once the address's count of ceremonies allows one (reserved before it is stored). */
  async options(context: SessionContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.limit.takeCeremony(context.ip ?? 'unknown');
    return this.ceremonies.authenticationOptions({ kind: 'sign-in' });
  }

  /**
   * Verifies the assertion and opens a session (method `passkey`), ending a session cookie already
   * present, as every sign-in does. The try is counted against the address before any check runs.
   */
  async signIn(response: AuthenticationResponseJSON, context: SessionContext, previousToken: string | null): Promise<PasskeySignInResult> {
    const ip = context.ip ?? 'unknown';
    try {
      await this.limit.take(ip);
    } catch (refusal) {
      await this.failed(null, context, 'throttled');
      throw refusal;
    }
    const passkey = await this.ceremonies.authenticate(response, { kind: 'sign-in' }).catch(async (refusal: unknown) => {
      await this.failed(null, context, 'invalid');
      throw refusal;
    });
    const user = await this.users.findById(passkey.userId);
    if (!user) {
      await this.failed(null, context, 'invalid');
      throw new ApiException('PASSKEY_INVALID');
    }
    await this.limit.succeeded(ip);
    if (user.isDisabled) {
      await this.failed(user.id, context, 'disabled');
      throw new ApiException('ACCOUNT_DISABLED');
    }
    // A domain that forces SAML signs in only at its identity provider, with a passkey too.
    if ((await this.forcedSaml.loginUrlFor(user.email)) !== null) {
      await this.failed(user.id, context, 'saml_required');
      throw new ApiException('PASSKEY_INVALID');
    }
    if (previousToken) await this.sessions.end(previousToken);
    const { token, session } = await this.sessions.start(user, context, 'passkey');
    await this.audit.record({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id, method: 'passkey', passkeyId: passkey.id } });
    return { token, body: { is_verified: user.isVerified, is_force_reset_password: user.isForceResetPassword } };
  }

  private failed(userId: number | null, context: SessionContext, reason: 'throttled' | 'invalid' | 'disabled' | 'saml_required'): Promise<void> {
    return this.audit.record({ event: 'PASSKEY_SIGN_IN_FAILED', subjectId: userId, ip: context.ip, details: { reason } });
  }
}
