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

export const socialTextsIt: typeof socialTextsEn = {
  or: 'oppure',
  facebook: 'Continua con Facebook',
  linkedin: 'Continua con LinkedIn',
  errors: {
    SOCIAL_CONSENT_DENIED: "Accesso annullato: l'autorizzazione non è stata concessa.",
    SOCIAL_PROVIDER_UNAVAILABLE: 'Il servizio di accesso non è raggiungibile. Riprova più tardi.',
    SOCIAL_STATE_INVALID: "Non è stato possibile confermare l'accesso. Riprova.",
    SOCIAL_EMAIL_UNVERIFIED: 'Il tuo indirizzo email non è verificato su quell’account. Verificalo lì, oppure accedi con la password.',
    SOCIAL_EMAIL_MISSING: 'Quell’account non ha condiviso un indirizzo email: non possiamo farti accedere con esso.',
    ACCOUNT_DISABLED: 'Questo account è disattivato',
    SOCIAL_SAML_REQUIRED: 'La tua organizzazione usa una propria pagina di accesso. Ti stiamo portando lì…',
    UNKNOWN: "L'accesso non è riuscito. Riprova.",
  },
};
