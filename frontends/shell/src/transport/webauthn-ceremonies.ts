import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** The browser's passkey prompts (navigator.credentials through @simplewebauthn/browser); tests give a fake. */
export interface WebAuthnCeremonies {
  /** Whether this browser can use passkeys at all: the buttons are shown only then. */
  supported(): boolean;
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
  register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
}

/**
 * The real prompts. The library is imported when a prompt opens, not with /login: the sign-in page's
 * weight is gated (docs/adr/0401), and most sign-ins never touch a passkey.
 */
export const browserWebAuthn: WebAuthnCeremonies = {
  supported: () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
  authenticate: async (optionsJSON) => (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
  register: async (optionsJSON) => (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON }),
};

/**
 * Why a prompt gave no credential, as a code of the shell's texts: the person cancelled or let it
 * time out (NotAllowedError), or anything else the browser or authenticator refused.
 */
export type WebAuthnFailure = 'PASSKEY_CANCELLED' | 'PASSKEY_UNAVAILABLE';

export function webAuthnFailureOf(error: unknown): WebAuthnFailure {
  const name = error instanceof Error ? (error.cause instanceof Error ? error.cause.name : error.name) : '';
  return name === 'NotAllowedError' || name === 'AbortError' ? 'PASSKEY_CANCELLED' : 'PASSKEY_UNAVAILABLE';
}
