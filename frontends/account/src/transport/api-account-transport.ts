import { type ApiClient, creationOptionsOf, registrationResponseDto } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { AccountTransport } from './account-transport';

/** The account remote's calls over the identity API client. */
export function createApiAccountTransport(client: ApiClient): AccountTransport {
  return {
    updateCurrentUser: (update) => toApiResult(() => client.PUT('/v1/users/me', { body: update })),
    getAllTimezones: () => toApiResult(() => client.GET('/v1/timezones/get_all_timezones')),
    uploadAvatar: (dataUrl) => toApiResult(() => client.PUT('/v1/users/me/avatar', { body: { avatar: dataUrl } })),
    clearAvatar: () => toApiResult(() => client.DELETE('/v1/users/me/avatar')),
    changePassword: (change) => toApiResult(() => client.PATCH('/v1/users/me', { body: change })),
    listSessions: () => toApiResult(() => client.GET('/v1/users/me/sessions')),
    endSession: (id) => toApiResult(() => client.DELETE('/v1/users/me/sessions/{id}', { params: { path: { id } } })),
    endOtherSessions: () => toApiResult(() => client.DELETE('/v1/users/me/sessions', { params: { query: { scope: 'others' } } })),
    signOut: () => toApiResult(() => client.POST('/auth/logout')),
    listSecondFactors: () => toApiResult(() => client.GET('/v1/users/me/second-factors')),
    startTotpEnrolment: (name) => toApiResult(() => client.POST('/v1/users/me/second-factors/totp', { body: { name } })),
    confirmTotp: (id, code) => toApiResult(() => client.POST('/v1/users/me/second-factors/totp/{id}/confirm', { params: { path: { id } }, body: { code } })),
    passkeyCreationOptions: async () => {
      const result = await toApiResult(() => client.POST('/v1/users/me/second-factors/passkeys/options'));
      return result.ok ? { ok: true, data: creationOptionsOf(result.data) } : result;
    },
    addPasskey: (name, response) =>
      toApiResult(() => client.POST('/v1/users/me/second-factors/passkeys', { body: { name, response: registrationResponseDto(response) } })),
    renameFactor: (kind, id, name) =>
      kind === 'totp'
        ? toApiResult(() => client.PATCH('/v1/users/me/second-factors/totp/{id}', { params: { path: { id } }, body: { name } }))
        : toApiResult(() => client.PATCH('/v1/users/me/second-factors/passkeys/{id}', { params: { path: { id } }, body: { name } })),
    removeFactor: (kind, id) =>
      kind === 'totp'
        ? toApiResult(() => client.DELETE('/v1/users/me/second-factors/totp/{id}', { params: { path: { id } } }))
        : toApiResult(() => client.DELETE('/v1/users/me/second-factors/passkeys/{id}', { params: { path: { id } } })),
    replaceRecoveryCodes: () => toApiResult(() => client.POST('/v1/users/me/second-factors/recovery-codes')),
    reauthenticate: (proof) => toApiResult(() => client.POST('/v1/users/me/reauthentication', { body: proof })),
    sendReauthenticationCode: () => toApiResult(() => client.POST('/v1/users/me/reauthentication/code')),
  };
}
