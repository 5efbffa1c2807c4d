import type { Schemas } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/* The calls of docs/registration-contract.md, in the generated client's types. */

/** POST /v1/users: SPEC §3 registration payload, plus the embedded page's is_collaborate_self_register. */
export type RegistrationRequest = Schemas['RegistrationDto'];
/** The same answer for a new and a known address: a code was mailed, the code modal opens. */
export type RegistrationAccepted = Schemas['RegistrationAcceptedDto'];
/** POST /v1/users?checkup=yes: skipRegister when the address already has an account. */
export type Checkup = Schemas['CheckupDto'];
/** GET /v1/captcha: ALTCHA (with the challenge path) or reCAPTCHA (with the site key). */
export type CaptchaSettings = Schemas['CaptchaSettingsDto'];
/** SPEC §3 EULA. */
export type Eula = Schemas['EulaDto'];
/** POST /v1/eula/collaborate: id, eulaId, eulaAcceptanceDateTime. */
export type EulaAcceptance = Schemas['AcceptEulaDto'];

/** The sign-up pages' calls; the app wires the API client, tests a fake. */
export interface RegistrationTransport {
  getCaptchaSettings(): Promise<ApiResult<CaptchaSettings>>;
  register(request: RegistrationRequest): Promise<ApiResult<RegistrationAccepted>>;
  checkup(request: RegistrationRequest): Promise<ApiResult<Checkup>>;
  getCollaborateEula(): Promise<ApiResult<Eula>>;
  acceptCollaborateEula(acceptance: EulaAcceptance): Promise<ApiResult<unknown>>;
}
