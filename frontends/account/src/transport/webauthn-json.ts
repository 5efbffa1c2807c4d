import type { Schemas } from '@weather/api-client';
import type {
  AuthenticationExtensionsClientInputs,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialHint,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/*
 * The API's creation options come from @simplewebauthn/server, so they are the browser library's own
 * JSON; the OpenAPI document describes the open-ended members (hints, extensions) as plain strings and
 * open maps. These two functions are where the descriptions meet (the shell has its own: remotes
 * share no code but packages/).
 */

export function creationOptionsOf(dto: Schemas['CreationOptionsDto']): PublicKeyCredentialCreationOptionsJSON {
  return {
    ...dto,
    hints: dto.hints as PublicKeyCredentialHint[] | undefined,
    extensions: dto.extensions as AuthenticationExtensionsClientInputs | undefined,
  };
}

export function registrationResponseDto(response: RegistrationResponseJSON): Schemas['RegistrationResponseDto'] {
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}
