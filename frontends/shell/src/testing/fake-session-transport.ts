import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import type { AuthorizationCheck, SessionRequest, SessionResponse, SiteApplication } from '../transport/hand-off-transport';
import type { Credentials, LoginResponse, ShellTransport } from '../transport/session-transport';
import { FakeHandOffService } from './fake-hand-off-service';
import { FakeRegistrationService } from './fake-registration-service';
import { FakeSecondStepService } from './fake-second-step-service';
import type {
  AuthenticationResponseJSON,
  EnrolmentSignIn,
  FirstStepAnswer,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RecoveryCodeSignIn,
  RegistrationResponseJSON,
  SecondStepState,
  TotpEnrolment,
} from '../transport/second-step-transport';
import type { ConsentOutcome, ConsentRequest } from '../transport/consent-transport';
import type { CaptchaSettings, Checkup, Eula, EulaAcceptance, RegistrationAccepted, RegistrationRequest } from '../transport/registration-transport';
import type {
  ForcedPasswordUpdate,
  ForgotPasswordRequest,
  LoginProviderInfo,
  MagicCodeRequest,
  PasswordUpdated,
  RewelcomeRequest,
  SentResponse,
  TokenEmail,
} from '../transport/sign-in-transport';

const unauthenticated: ApiErrorBody = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthenticated' };
export const incorrectCredentials: ApiErrorBody = {
  statusCode: 401,
  code: 'INCORRECT_CREDENTIALS',
  message: 'Incorrect email or password',
};

export const invalidVerificationCode: ApiErrorBody = {
  statusCode: 400,
  code: 'INVALID_VERIFICATION_CODE',
  message: 'Invalid verification code',
  errors: [{ field: 'magic_code', code: 'MAGIC_CODE_INVALID', message: 'Invalid verification code' }],
};
export const linkExpired: ApiErrorBody = { statusCode: 410, code: 'LINK_EXPIRED', message: 'The link you have clicked is no longer valid' };
export const linkInvalid: ApiErrorBody = {
  statusCode: 404,
  code: 'LINK_INVALID',
  message: 'Oops! Seems like the verification link is invalid!',
};

const consentNotFound: ApiErrorBody = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
/** Where the fake sends the window after a consent answer: the provider's resume of the interaction. */
export const FAKE_ISSUER = 'http://api.weather.test/oidc';

/** Tokens the fake knows: one that works, one that has expired; any other is invalid. */
export const VALID_TOKEN = 'valid-token';
export const EXPIRED_TOKEN = 'expired-token';
/** The latest code the fake mailed. */
export const MAGIC_CODE = 'K7QZ';

/**
 * An in-memory identity service: one known account, a session that login opens and logout ends,
 * the sign-in contract's codes, tokens and providers. Each call resolves on a later tick, as a
 * network answer would.
 */
export class FakeSessionTransport implements ShellTransport {
  signedIn: PortalUser | null = null;
  readonly calls: string[] = [];
  /** Makes the next calls fail as the network would. */
  failWith: ApiErrorBody | null = null;
  /** Providers by email; any other email is LOCAL, as the contract says for unknown ones. */
  readonly providers = new Map<string, LoginProviderInfo>();
  /** What was mailed: `reset <email>`, `code <email>`, `rewelcome <email>`. */
  readonly mails: string[] = [];
  /** The password set through a token or the forced update. */
  passwordSet: string | null = null;
  /** The next call of each of these waits for its gate, so a test can look at the page during it. */
  forgotGate: Promise<void> | null = null;
  /** While set, logout waits for it, so a test can look at the page during the call. */
  logoutGate: Promise<void> | null = null;
  /** The catalogue, the applications' answers and the session tokens. */
  readonly handOff = new FakeHandOffService(() => this.signedIn);
  /** Sign-ups, known addresses and the collaboration terms. */
  readonly registration = new FakeRegistrationService();
  /** The consent requests by interaction uid, answered to the signed-in person only; each is answered once. */
  readonly consents = new Map<string, ConsentRequest>();
  /** The account's second factors and the pending second step (issue 29); none unless a test sets `due`. */
  readonly secondStep = new FakeSecondStepService(
    () => this.account.email,
    () => {
      this.signedIn = { ...this.account, is_verified: true };
    },
  );

  constructor(
    private readonly account: PortalUser,
    private readonly password = 'correct horse battery',
  ) {}

  async login(credentials: Credentials): Promise<ApiResult<LoginResponse>> {
    this.calls.push(`login ${credentials.email}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    if (credentials.email !== this.account.email || credentials.password !== this.password) {
      return { ok: false, error: incorrectCredentials };
    }
    if (!this.account.is_verified) {
      this.mails.push(`code ${credentials.email}`);
      return { ok: true, data: { is_verified: false, is_force_reset_password: this.account.is_force_reset_password } };
    }
    return { ok: true, data: this.firstStepPassed() };
  }

  /** A right first step: a session, or, with a second step due, only its challenge. */
  private firstStepPassed(): FirstStepAnswer {
    const answer = { is_verified: true, is_force_reset_password: this.account.is_force_reset_password };
    const due = this.secondStep.firstStepPassed();
    if (due) return { ...answer, second_step: due };
    this.signedIn = { ...this.account, is_verified: true };
    return answer;
  }

  /** What POST /auth/logout answers as the SAML provider's single logout address. */
  providerLogoutURL: string | null = null;

  async logout(): Promise<ApiResult<{ logoutURL: string | null }>> {
    this.calls.push('logout');
    await tick();
    if (this.logoutGate) await this.logoutGate;
    if (this.failWith) return { ok: false, error: this.failWith };
    this.signedIn = null;
    return { ok: true, data: { logoutURL: this.providerLogoutURL } };
  }

  /** The account POST /auth/impersonate/end gives back; null: the administrator's session had ended. */
  afterImpersonation: PortalUser | null = null;

  async endImpersonation(): Promise<ApiResult<{ restored: boolean }>> {
    this.calls.push('end impersonation');
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    this.signedIn = this.afterImpersonation;
    return { ok: true, data: { restored: this.afterImpersonation !== null } };
  }

  async getCurrentUser(): Promise<ApiResult<PortalUser | null>> {
    this.calls.push('me');
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return { ok: true, data: this.signedIn };
  }

  async getLoginProvider(email: string): Promise<ApiResult<LoginProviderInfo>> {
    this.calls.push(`provider ${email}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return { ok: true, data: this.providers.get(email) ?? { provider: 'LOCAL' } };
  }

  async forgotPassword(request: ForgotPasswordRequest): Promise<ApiResult<SentResponse>> {
    this.calls.push(`forgot ${request.email} ${request.resetPassword ? 'reset' : 'code'}`);
    await tick();
    if (this.forgotGate) await this.forgotGate;
    if (this.failWith) return { ok: false, error: this.failWith };
    this.mails.push(`${request.resetPassword ? 'reset' : 'code'} ${request.email}`);
    return { ok: true, data: { sent: true } };
  }

  async rewelcome(request: RewelcomeRequest): Promise<ApiResult<SentResponse>> {
    this.calls.push(`rewelcome ${request.email}${request.clientId ? ` ${request.clientId}` : ''}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    this.mails.push(`rewelcome ${request.email}`);
    return { ok: true, data: { sent: true } };
  }

  async verifyMagicCode(key: string, request: MagicCodeRequest): Promise<ApiResult<LoginResponse>> {
    this.calls.push(`code ${key} ${request.magic_code}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    if (request.email !== this.account.email || request.magic_code !== MAGIC_CODE) return { ok: false, error: invalidVerificationCode };
    return { ok: true, data: this.firstStepPassed() };
  }

  async verifyToken(token: string): Promise<ApiResult<TokenEmail>> {
    this.calls.push(`verify ${token}`);
    await tick();
    return this.tokenAnswer(token);
  }

  async setPasswordWithToken(token: string, password: string): Promise<ApiResult<TokenEmail>> {
    this.calls.push(`set password ${token}`);
    await tick();
    const answer = this.tokenAnswer(token);
    if (answer.ok) this.passwordSet = password;
    return answer;
  }

  async updateForcedPassword(request: ForcedPasswordUpdate): Promise<ApiResult<PasswordUpdated>> {
    this.calls.push(`update password ${Object.keys(request).sort().join(',')}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    this.passwordSet = request.newPassword;
    if (this.signedIn) this.signedIn = { ...this.signedIn, is_force_reset_password: false };
    return { ok: true, data: { is_force_reset_password: false } };
  }

  async getSiteApplications(): Promise<ApiResult<SiteApplication[]>> {
    this.calls.push('siteapplications');
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return this.handOff.getSiteApplications();
  }

  async getAuthorization(clientId: string): Promise<ApiResult<AuthorizationCheck>> {
    this.calls.push(`authorization ${clientId}`);
    const answer = this.handOff.getAuthorization(clientId);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return answer;
  }

  async getSession(request: SessionRequest): Promise<ApiResult<SessionResponse>> {
    this.calls.push(`session ${new URLSearchParams(Object.entries(request)).toString()}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return this.handOff.getSession(request);
  }

  async getConsent(interaction: string): Promise<ApiResult<ConsentRequest>> {
    this.calls.push(`consent ${interaction}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    if (!this.signedIn) return { ok: false, error: unauthenticated };
    const request = this.consents.get(interaction);
    return request ? { ok: true, data: request } : { ok: false, error: consentNotFound };
  }

  async decideConsent(interaction: string, allow: boolean): Promise<ApiResult<ConsentOutcome>> {
    this.calls.push(`${allow ? 'allow' : 'deny'} ${interaction}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    if (!this.signedIn) return { ok: false, error: unauthenticated };
    if (!this.consents.delete(interaction)) return { ok: false, error: consentNotFound };
    return { ok: true, data: { redirect_to: `${FAKE_ISSUER}/auth/${interaction}` } };
  }

  async getCaptchaSettings(): Promise<ApiResult<CaptchaSettings>> {
    this.calls.push('captcha');
    await tick();
    return this.registration.getCaptchaSettings();
  }

  async register(request: RegistrationRequest): Promise<ApiResult<RegistrationAccepted>> {
    this.calls.push(`register ${request.email ?? ''}`);
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return this.registration.register(request);
  }

  async checkup(request: RegistrationRequest): Promise<ApiResult<Checkup>> {
    this.calls.push(`checkup ${request.email ?? ''}`);
    await tick();
    return this.registration.checkup(request);
  }

  async getCollaborateEula(): Promise<ApiResult<Eula>> {
    this.calls.push('eula');
    await tick();
    return this.registration.getCollaborateEula();
  }

  async acceptCollaborateEula(acceptance: EulaAcceptance): Promise<ApiResult<unknown>> {
    this.calls.push(`accept eula ${acceptance.eulaId}`);
    await tick();
    return this.registration.acceptCollaborateEula(acceptance);
  }

  async getSecondStep(): Promise<ApiResult<SecondStepState>> {
    this.calls.push('second step');
    await tick();
    return this.secondStep.getSecondStep();
  }

  async verifySecondStepTotp(code: string): Promise<ApiResult<LoginResponse>> {
    this.calls.push(`second step totp ${code}`);
    await tick();
    return this.secondStep.verifyTotp(code);
  }

  async verifySecondStepRecoveryCode(code: string): Promise<ApiResult<RecoveryCodeSignIn>> {
    this.calls.push(`second step recovery code ${code}`);
    await tick();
    return this.secondStep.verifyRecoveryCode(code);
  }

  async getSecondStepPasskeyOptions(): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>> {
    this.calls.push('second step passkey options');
    await tick();
    return this.secondStep.passkeyOptions();
  }

  async verifySecondStepPasskey(response: AuthenticationResponseJSON): Promise<ApiResult<LoginResponse>> {
    this.calls.push(`second step passkey ${response.id}`);
    await tick();
    return this.secondStep.verifyPasskey(response);
  }

  async startTotpEnrolment(): Promise<ApiResult<TotpEnrolment>> {
    this.calls.push('second step enrol totp');
    await tick();
    return this.secondStep.startTotpEnrolment();
  }

  async confirmTotpEnrolment(request: { code: string; name?: string }): Promise<ApiResult<EnrolmentSignIn>> {
    this.calls.push(`second step confirm totp ${request.code}`);
    await tick();
    return this.secondStep.confirmTotpEnrolment(request.code);
  }

  async getPasskeyEnrolmentOptions(): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>> {
    this.calls.push('second step enrol passkey options');
    await tick();
    return this.secondStep.passkeyEnrolmentOptions();
  }

  async enrolPasskey(request: { name: string; response: RegistrationResponseJSON }): Promise<ApiResult<EnrolmentSignIn>> {
    this.calls.push(`second step enrol passkey ${request.name}`);
    await tick();
    return this.secondStep.enrolPasskey(request.name, request.response);
  }

  async getPasskeySignInOptions(): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>> {
    this.calls.push('passkey options');
    await tick();
    if (this.failWith) return { ok: false, error: this.failWith };
    return { ok: true, data: { challenge: 'first-factor-challenge', allowCredentials: [], userVerification: 'required' } };
  }

  async signInWithPasskey(response: AuthenticationResponseJSON): Promise<ApiResult<LoginResponse>> {
    this.calls.push(`passkey ${response.id}`);
    await tick();
    return this.secondStep.signInWithPasskey(response);
  }

  private tokenAnswer(token: string): ApiResult<TokenEmail> {
    if (this.failWith) return { ok: false, error: this.failWith };
    if (token === EXPIRED_TOKEN) return { ok: false, error: linkExpired };
    if (token !== VALID_TOKEN) return { ok: false, error: linkInvalid };
    return { ok: true, data: { email: this.account.email } };
  }
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
