import type { socialTextsEn } from './social-texts';

/** In Italian, a module of its own: the shell's Italian texts are a chunk fetched when the page shows Italian (issue 32). */
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
