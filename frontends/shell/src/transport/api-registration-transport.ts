import type { ApiClient } from '@weather/api-client';
import { type ApiResult, toApiResult } from '@weather/ui';
import type { Checkup, RegistrationAccepted, RegistrationTransport } from './registration-transport';

type RegistrationAnswer = RegistrationAccepted | Checkup;

/** POST /v1/users answers `{ email, needVerify }`, and `{ skipRegister }` with ?checkup=yes. */
function asAccepted(result: ApiResult<RegistrationAnswer>): ApiResult<RegistrationAccepted> {
  if (!result.ok || 'needVerify' in result.data) return result as ApiResult<RegistrationAccepted>;
  return { ok: false, error: { statusCode: 200, code: 'UNKNOWN_ERROR', message: 'The answer did not accept the sign-up' } };
}

function asCheckup(result: ApiResult<RegistrationAnswer>): ApiResult<Checkup> {
  if (!result.ok || 'skipRegister' in result.data) return result as ApiResult<Checkup>;
  return { ok: false, error: { statusCode: 200, code: 'UNKNOWN_ERROR', message: 'The answer was not a checkup' } };
}

/** The sign-up calls (docs/registration-contract.md) over the identity API client. */
export function createApiRegistrationTransport(client: ApiClient): RegistrationTransport {
  return {
    getCaptchaSettings: () => toApiResult(() => client.GET('/v1/captcha')),
    register: async (body) => asAccepted(await toApiResult(() => client.POST('/v1/users', { body }))),
    checkup: async (body) => asCheckup(await toApiResult(() => client.POST('/v1/users', { params: { query: { checkup: 'yes' } }, body }))),
    getCollaborateEula: () => toApiResult(() => client.GET('/v1/eula/collaborate')),
    acceptCollaborateEula: (body) => toApiResult(() => client.POST('/v1/eula/collaborate', { body })),
  };
}
