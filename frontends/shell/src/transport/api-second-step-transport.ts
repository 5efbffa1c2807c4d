import { type ApiClient, authenticationResponseDto, creationOptionsOf, registrationResponseDto, requestOptionsOf } from '@weather/api-client';
import { toApiResult } from '@weather/ui';
import type { SecondStepTransport } from './second-step-transport';
import { mapped } from './webauthn-json';

/** The second step's and the passkey sign-in's calls (docs/second-factor-contract.md) over the identity API client. */
export function createApiSecondStepTransport(client: ApiClient): SecondStepTransport {
  return {
    getSecondStep: () => toApiResult(() => client.GET('/auth/second-step')),
    verifySecondStepTotp: (code) => toApiResult(() => client.POST('/auth/second-step/totp', { body: { code } })),
    verifySecondStepRecoveryCode: (code) => toApiResult(() => client.POST('/auth/second-step/recovery-code', { body: { code } })),
    getSecondStepPasskeyOptions: async () => mapped(await toApiResult(() => client.POST('/auth/second-step/passkey/options')), requestOptionsOf),
    verifySecondStepPasskey: (response) =>
      toApiResult(() => client.POST('/auth/second-step/passkey', { body: { response: authenticationResponseDto(response) } })),
    startTotpEnrolment: () => toApiResult(() => client.POST('/auth/second-step/enrolment/totp')),
    confirmTotpEnrolment: (body) => toApiResult(() => client.POST('/auth/second-step/enrolment/totp/confirm', { body })),
    getPasskeyEnrolmentOptions: async () =>
      mapped(await toApiResult(() => client.POST('/auth/second-step/enrolment/passkey/options')), creationOptionsOf),
    enrolPasskey: ({ name, response }) =>
      toApiResult(() => client.POST('/auth/second-step/enrolment/passkey', { body: { name, response: registrationResponseDto(response) } })),
    getPasskeySignInOptions: async () => mapped(await toApiResult(() => client.POST('/auth/passkey/options')), requestOptionsOf),
    signInWithPasskey: (response) => toApiResult(() => client.POST('/auth/passkey', { body: { response: authenticationResponseDto(response) } })),
  };
}
