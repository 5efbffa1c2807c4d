import { COMPLETED_MESSAGE } from '../../hand-off/follow-redirect';

/**
 * The window messages the embedded sign-up posts to the page that frames it (SPEC §4), documented
 * for the collaboration application's team in docs/embedded-sign-up.md. They carry no personal data
 * and no token, so they are posted to any origin, like the completed message of the hand-off.
 */
export const EMBEDDED_MESSAGES = {
  termsOpened: { type: 'weather-sso:terms-open' },
  termsClosed: { type: 'weather-sso:terms-close' },
  codeVerificationOpened: { type: 'weather-sso:code-verification-open' },
  codeVerificationClosed: { type: 'weather-sso:code-verification-close' },
  login: { type: 'weather-sso:login' },
  completed: COMPLETED_MESSAGE,
} as const;

export type EmbeddedMessage = (typeof EMBEDDED_MESSAGES)[keyof typeof EMBEDDED_MESSAGES];

/** Posts to the framing page; a page opened on its own has no parent to tell. */
export function postToParent(message: EmbeddedMessage, win: Window = window): void {
  if (win.parent !== win) win.parent.postMessage(message, '*');
}
