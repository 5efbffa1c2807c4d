import type { registerTextsEn } from './register-texts';

/** In Italian, a module of its own: the shell's Italian texts are a chunk fetched when the page shows Italian (issue 32). */
export const registerTextsIt: typeof registerTextsEn = {
  title: 'Crea il tuo account meteo',
  subtitle: 'Un solo account per tutte le applicazioni meteo',
  offerTitle: 'Account gratuito per l’Australia',
  offerText: 'Registrati per un account gratuito: previsioni, radar e allerte per il mercato australiano, senza costi.',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  phone: 'Cellulare (facoltativo)',
  phoneHint: 'Un numero australiano, es. 0412 345 678',
  password: 'Password',
  passwordConfirmation: 'Conferma password',
  captcha: 'Dimostra di non essere un robot',
  captchaUnavailable: 'Non è stato possibile caricare il captcha. Controlla la connessione e ricarica la pagina.',
  termsText: 'Creando un account accetti i',
  terms: 'termini d’uso',
  and: 'e l’',
  privacy: 'informativa sulla privacy',
  submit: 'Crea account',
  submitting: 'Creazione dell’account…',
  failedTitle: 'Non è stato possibile creare l’account',
  haveAccount: 'Hai già un account?',
  signIn: 'Accedi',
};
