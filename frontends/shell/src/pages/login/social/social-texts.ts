/** The social sign-in texts of /login (namespace `shell`, key `social`). */
export const socialTextsEn = {
  or: 'or',
  facebook: 'Continue with Facebook',
  linkedin: 'Continue with LinkedIn',
  errors: {
    SOCIAL_CONSENT_DENIED: 'Sign-in was cancelled: permission was not given.',
    SOCIAL_PROVIDER_UNAVAILABLE: 'The sign-in service could not be reached. Please try again later.',
    SOCIAL_STATE_INVALID: 'The sign-in could not be confirmed. Please try again.',
    SOCIAL_EMAIL_UNVERIFIED: 'Your email address is not verified with that account. Verify it there, or sign in with your password.',
    SOCIAL_EMAIL_MISSING: 'That account did not share an email address, so we cannot sign you in with it.',
    ACCOUNT_DISABLED: 'This account is disabled',
    SOCIAL_SAML_REQUIRED: 'Your organisation signs you in with its own sign-in page. Taking you there…',
    UNKNOWN: 'Sign-in did not work. Please try again.',
  },
};
