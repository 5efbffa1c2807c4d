import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import type {
  CaptchaSettings,
  Checkup,
  Eula,
  EulaAcceptance,
  RegistrationAccepted,
  RegistrationRequest,
} from '../transport/registration-transport';

export const COLLABORATE_EULA: Eula = { id: 7, content: 'Be kind to the weather.\n\nShare forecasts fairly.' };

/** The sign-up side of the fake identity service: what was registered, known addresses, a scripted refusal. */
export class FakeRegistrationService {
  readonly registered: RegistrationRequest[] = [];
  readonly acceptances: EulaAcceptance[] = [];
  /** Addresses that already have an account (checkup answers skipRegister). */
  readonly knownEmails = new Set<string>();
  /** The next sign-up is refused with this body. */
  refuseNextWith: ApiErrorBody | null = null;
  captcha: CaptchaSettings = { provider: 'altcha', challengePath: '/v1/captcha/challenge' };

  getCaptchaSettings(): ApiResult<CaptchaSettings> {
    return { ok: true, data: this.captcha };
  }

  register(request: RegistrationRequest): ApiResult<RegistrationAccepted> {
    if (this.refuseNextWith) {
      const error = this.refuseNextWith;
      this.refuseNextWith = null;
      return { ok: false, error };
    }
    this.registered.push(request);
    return { ok: true, data: { email: (request.email ?? '').trim().toLowerCase(), needVerify: true } };
  }

  checkup(request: RegistrationRequest): ApiResult<Checkup> {
    return { ok: true, data: { skipRegister: this.knownEmails.has((request.email ?? '').trim().toLowerCase()) } };
  }

  getCollaborateEula(): ApiResult<Eula> {
    return { ok: true, data: COLLABORATE_EULA };
  }

  acceptCollaborateEula(acceptance: EulaAcceptance): ApiResult<unknown> {
    this.acceptances.push(acceptance);
    return { ok: true, data: acceptance };
  }
}
