import type { Schemas } from '@weather/api-client';
import type {
  AuthenticationExtensionsClientInputs,
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialHint,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ApiResult } from '@weather/ui';

/*
 * The API's WebAuthn options come from @simplewebauthn/server, so they are the browser library's own
 * JSON; the OpenAPI document describes the open-ended members (hints, transports, extensions) as plain
 * strings and open maps. These functions are the one place where the two descriptions meet.
 */

export function requestOptionsOf(dto: Schemas['RequestOptionsDto']): PublicKeyCredentialRequestOptionsJSON {
  return {
    ...dto,
    hints: dto.hints as PublicKeyCredentialHint[] | undefined,
    extensions: dto.extensions as AuthenticationExtensionsClientInputs | undefined,
  };
}

export function creationOptionsOf(dto: Schemas['CreationOptionsDto']): PublicKeyCredentialCreationOptionsJSON {
  return {
    ...dto,
    hints: dto.hints as PublicKeyCredentialHint[] | undefined,
    extensions: dto.extensions as AuthenticationExtensionsClientInputs | undefined,
  };
}

export function authenticationResponseDto(response: AuthenticationResponseJSON): Schemas['AuthenticationResponseDto'] {
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

export function registrationResponseDto(response: RegistrationResponseJSON): Schemas['RegistrationResponseDto'] {
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/** An answer's data through one of the mappers above; a refusal as it is. */
export function mapped<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}
