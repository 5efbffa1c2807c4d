import type { ErrorCode } from '@weather/api-client';
import type { Catalogues } from '../catalogue';

/** Codes the portal itself gives a failed call that got no API error body (see toApiResult). */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/**
 * Texts for the identity service's error codes (`code` of every error body), namespace `errors`.
 * Typed by the API client's ErrorCode, so a new code of the service fails this build until it has
 * a text in both languages.
 */
const en: Record<ErrorCode | ClientErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid',
  MALFORMED_JSON: 'The request could not be read',
  BAD_REQUEST: 'The request was not valid',
  INVALID_VERIFICATION_CODE: 'Invalid verification code',
  RETURN_PATH_NOT_ALLOWED: 'This return address is not allowed',
  INVALID_HANDOFF_TOKEN: 'The sign-in link has expired, please try again',
  INVALID_CLIENT: 'The application could not be identified',
  INCORRECT_CREDENTIALS: 'Incorrect email or password',
  UNAUTHENTICATED: 'Please sign in',
  ACCOUNT_DISABLED: 'This account is disabled',
  FORBIDDEN: 'You do not have permission to do this',
  CSRF_REJECTED: 'The request was refused, please reload the page',
  NOT_FOUND: 'Not found',
  LINK_INVALID: 'Oops! Seems like the verification link is invalid!',
  LINK_EXPIRED: 'The link you have clicked is no longer valid',
  TIMEZONE_NOT_FOUND: 'This time zone does not exist',
  APPLICATION_NOT_FOUND: 'This application does not exist',
  EULA_NOT_FOUND: 'The terms of use could not be found',
  METHOD_NOT_ALLOWED: 'This action is not allowed',
  ENTERPRISE_NOT_FOUND: 'This enterprise does not exist',
  DOMAIN_NOT_FOUND: 'This domain does not exist',
  USER_NOT_FOUND: 'This user does not exist',
  ENTERPRISE_ALREADY_JOINED: 'You already belong to an enterprise',
  DOMAIN_TAKEN: 'This domain has already been added to an enterprise',
  DOMAIN_NOT_VERIFIED: 'Users can be claimed only for a verified domain',
  ONE_USER_ACTION: 'Choose one action for the user',
  OWN_ACCOUNT: 'You cannot do this to your own account',
  PAYLOAD_TOO_LARGE: 'What was sent is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted',
  TOO_MANY_ATTEMPTS: 'Too many attempts, please try again later',
  INTERNAL_ERROR: 'Something went wrong on the server, please try again',
  SERVICE_UNAVAILABLE: 'The service is not available right now, please try again later',
  NETWORK_ERROR: 'The server cannot be reached, please try again',
  UNKNOWN_ERROR: 'Something went wrong, please try again',
};

export const errorCatalogues: Catalogues<typeof en> = {
  en,
  it: {
    VALIDATION_FAILED: 'Alcuni campi non sono validi',
    MALFORMED_JSON: 'Non è stato possibile leggere la richiesta',
    BAD_REQUEST: 'La richiesta non è valida',
    INVALID_VERIFICATION_CODE: 'Codice di verifica non valido',
    RETURN_PATH_NOT_ALLOWED: 'Questo indirizzo di ritorno non è consentito',
    INVALID_HANDOFF_TOKEN: 'Il link di accesso è scaduto, riprova',
    INVALID_CLIENT: "Non è stato possibile identificare l'applicazione",
    INCORRECT_CREDENTIALS: 'Email o password non corretti',
    UNAUTHENTICATED: 'Accedi per continuare',
    ACCOUNT_DISABLED: 'Questo account è disattivato',
    FORBIDDEN: 'Non hai il permesso di farlo',
    CSRF_REJECTED: 'La richiesta è stata rifiutata, ricarica la pagina',
    NOT_FOUND: 'Non trovato',
    LINK_INVALID: 'Ops! Sembra che il link di verifica non sia valido!',
    LINK_EXPIRED: 'Il link su cui hai cliccato non è più valido',
    TIMEZONE_NOT_FOUND: 'Questo fuso orario non esiste',
    APPLICATION_NOT_FOUND: 'Questa applicazione non esiste',
    EULA_NOT_FOUND: 'Non è stato possibile trovare le condizioni d’uso',
    METHOD_NOT_ALLOWED: 'Questa azione non è consentita',
    ENTERPRISE_NOT_FOUND: 'Questa azienda non esiste',
    DOMAIN_NOT_FOUND: 'Questo dominio non esiste',
    USER_NOT_FOUND: 'Questo utente non esiste',
    ENTERPRISE_ALREADY_JOINED: 'Fai già parte di un’azienda',
    DOMAIN_TAKEN: 'Questo dominio è già stato aggiunto a un’azienda',
    DOMAIN_NOT_VERIFIED: 'Gli utenti si possono acquisire solo per un dominio verificato',
    ONE_USER_ACTION: 'Scegli una sola azione per l’utente',
    OWN_ACCOUNT: 'Non puoi farlo sul tuo account',
    PAYLOAD_TOO_LARGE: 'Il contenuto inviato è troppo grande',
    UNSUPPORTED_MEDIA_TYPE: 'Questo tipo di contenuto non è accettato',
    TOO_MANY_ATTEMPTS: 'Troppi tentativi, riprova più tardi',
    INTERNAL_ERROR: 'Qualcosa è andato storto sul server, riprova',
    SERVICE_UNAVAILABLE: 'Il servizio non è disponibile in questo momento, riprova più tardi',
    NETWORK_ERROR: 'Il server non è raggiungibile, riprova',
    UNKNOWN_ERROR: 'Qualcosa è andato storto, riprova',
  },
};
