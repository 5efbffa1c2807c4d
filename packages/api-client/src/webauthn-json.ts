import type {
  AuthenticationExtensionsClientInputs,
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialHint,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { Schemas } from './schemas';

/*
 * WebAuthn JSON between the API and @simplewebauthn/browser (issue 29), for the shell and the account
 * remote alike. The API's WebAuthn options come from @simplewebauthn/server, so they are the browser library's own
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
