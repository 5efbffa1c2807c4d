import type { ApiClient, LoginResponse } from '@weather/api-client';
import { type ApiResult, toApiResult } from '@weather/ui';
import type { SignInTransport, TokenEmail } from './sign-in-transport';

/** PATCH /v1/users/{key} answers a login response for a code and `{ email }` for a token. */
function asLoginResponse(result: ApiResult<LoginResponse | TokenEmail>): ApiResult<LoginResponse> {
  if (!result.ok || 'is_verified' in result.data) return result as ApiResult<LoginResponse>;
  return { ok: false, error: { statusCode: 200, code: 'UNKNOWN_ERROR', message: 'The answer was not a login response' } };
}

function asTokenEmail(result: ApiResult<LoginResponse | TokenEmail>): ApiResult<TokenEmail> {
  if (!result.ok || 'email' in result.data) return result as ApiResult<TokenEmail>;
  return { ok: false, error: { statusCode: 200, code: 'UNKNOWN_ERROR', message: 'The answer did not name the email' } };
}

/** The sign-in calls (docs/sign-in-contract.md) over the identity API client. */
export function createApiSignInTransport(client: ApiClient): SignInTransport {
  const patchByKey = (key: string, body: Parameters<SignInTransport['verifyMagicCode']>[1] | { token: string; password?: string }) =>
    toApiResult(() => client.PATCH('/v1/users/{key}', { params: { path: { key } }, body }));
  return {
    getLoginProvider: (email) => toApiResult(() => client.GET('/auth/provider', { params: { query: { email } } })),
    forgotPassword: (body) => toApiResult(() => client.POST('/v1/users/forgot', { body })),
    rewelcome: (body) => toApiResult(() => client.POST('/v1/users/rewelcome', { body })),
    verifyMagicCode: async (key, body) => asLoginResponse(await patchByKey(key, body)),
    verifyToken: async (token) => asTokenEmail(await patchByKey(token, { token })),
    setPasswordWithToken: async (token, password) => asTokenEmail(await patchByKey(token, { token, password })),
    updateForcedPassword: (body) => toApiResult(() => client.PATCH('/v1/users/me', { body })),
  };
}
