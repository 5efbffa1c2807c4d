import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { BrowserPasskeys } from '../stores/security/PasskeyEnrolment';

/** The browser's own passkey creation (WebAuthn), with the options the API made. */
export const browserPasskeys: BrowserPasskeys = {
  isSupported: browserSupportsWebAuthn,
  create: (optionsJSON) => startRegistration({ optionsJSON }),
};
