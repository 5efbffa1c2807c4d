import { type MessageCode, messages } from '@weather/validation';
import type { Catalogues } from '../catalogue';

/**
 * Validation messages, namespace `validation`, keyed by `MessageCode`. English is the validation
 * package's own text, so the spec's words have one source; Italian must name every code (a
 * `Record<MessageCode, string>`), so a new rule cannot ship untranslated.
 */
const it: Record<MessageCode, string> = {
  LOGIN_EMAIL_INVALID: 'Questo non è un indirizzo email valido',
  LOGIN_PASSWORD_BLANK: 'La password non può essere vuota',
  MAGIC_CODE_INVALID: 'Codice di verifica non valido',
  FIRST_NAME_REQUIRED: 'Il nome è obbligatorio',
  LAST_NAME_REQUIRED: 'Il cognome è obbligatorio',
  FIRST_NAME_SPECIAL_CHARACTERS: 'Il nome non può contenere caratteri speciali',
  LAST_NAME_SPECIAL_CHARACTERS: 'Il cognome non può contenere caratteri speciali',
  MINIMUM_2_CHARACTERS: 'Minimo 2 caratteri',
  MINIMUM_8_CHARACTERS: 'Minimo 8 caratteri',
  MINIMUM_12_CHARACTERS: 'Minimo 12 caratteri',
  MAXIMUM_30_CHARACTERS: 'Massimo 30 caratteri',
  MAXIMUM_50_CHARACTERS: 'Massimo 50 caratteri',
  MAXIMUM_100_CHARACTERS: 'Massimo 100 caratteri',
  MAXIMUM_128_CHARACTERS: 'Massimo 128 caratteri',
  MAXIMUM_2048_CHARACTERS: 'Massimo 2048 caratteri',
  PHONE_DIGITS_ONLY: 'Il numero di telefono accetta solo cifre',
  PHONE_NOT_AUSTRALIAN: 'Non è un numero australiano valido',
  TIMEZONE_INVALID: "Scegli un fuso orario dall'elenco",
  AVATAR_TOO_BIG: 'Dimensione massima del file 512 KB',
  AVATAR_TYPE_NOT_ALLOWED: 'Si possono usare solo immagini JPG o PNG',
  CURRENT_PASSWORD_REQUIRED: 'La password attuale è obbligatoria',
  NEW_PASSWORD_REQUIRED: 'La nuova password è obbligatoria',
  NEW_PASSWORD_AGAIN_REQUIRED: 'Inserisci di nuovo la nuova password',
  NEW_PASSWORD_MISMATCH: 'La ripetizione deve coincidere con la nuova password',
  NEW_PASSWORD_SAME_AS_CURRENT: 'La nuova password non può essere uguale a quella attuale',
  CURRENT_PASSWORD_INVALID: 'La password inserita non è valida',
  PASSWORD_UPDATE_FAILED: "Errore durante l'aggiornamento della password",
  PASSWORD_UPDATED: 'La password è stata aggiornata. Accedi di nuovo con la nuova password.',
  PASSWORD_TOO_WEAK: 'La password è troppo debole',
  EMAIL_REQUIRED: "L'email è obbligatoria",
  EMAIL_INCORRECT: 'Inserisci un indirizzo email corretto',
  EMAIL_INVALID: 'Indirizzo email non valido',
  PASSWORD_REQUIRED: 'La password è obbligatoria',
  PASSWORD_CONFIRMATION_REQUIRED: 'Conferma la password',
  PASSWORDS_MUST_MATCH: 'Le password devono coincidere',
  CAPTCHA_REQUIRED: 'Completa il captcha',
  PASSWORD_DOES_NOT_MATCH: 'Non coincide',
  CLIENT_ID_REQUIRED: "L'id client è obbligatorio",
  CLIENT_ID_INVALID: "L'id client accetta solo lettere, cifre, punto, trattino basso e trattino",
  NAME_REQUIRED: 'Il nome è obbligatorio',
  DESCRIPTION_REQUIRED: 'La descrizione è obbligatoria',
  IMAGE_URL_REQUIRED: "L'url dell'immagine è obbligatorio",
  BASE_URL_REQUIRED: "L'url di base è obbligatorio",
  CALLBACK_URL_REQUIRED: "L'url di callback è obbligatorio",
  WEBHOOK_URL_REQUIRED: "L'url del webhook è obbligatorio",
  URL_INVALID: 'Inserisci un indirizzo http o https completo',
  IMAGE_URL_INVALID: 'Inserisci un indirizzo http o https completo, o un percorso che inizia con /',
  ORDERING_NUMBER_REQUIRED: "Il numero d'ordine è obbligatorio",
  ORDERING_NUMBER_INVALID: "Il numero d'ordine deve essere 1, 2 o 3",
  ENTERPRISE_NAME_REQUIRED: "Il nome dell'azienda è obbligatorio",
};

export const validationCatalogues: Catalogues<Record<MessageCode, string>> = { en: messages, it };
