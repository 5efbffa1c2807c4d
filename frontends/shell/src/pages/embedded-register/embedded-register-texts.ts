/** The texts of /embeddedregister (namespace `shell`, key `embeddedRegister`), merged into shell-catalogues.ts. */
export const embeddedRegisterTextsEn = {
  title: 'Join the collaboration',
  /** The name of the page's banner, apart from the framing site's own. */
  bannerLandmark: 'Weather account',
  subtitle: 'Create your free weather account to collaborate',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Confirm password',
  submit: 'Sign up',
  checking: 'Checking…',
  termsTitle: 'Terms of use',
  termsIntro: 'Please read and accept the terms of use to create your account.',
  accept: 'Accept',
  decline: 'Decline',
  failed: 'Your account could not be created',
  finishing: 'Finishing your sign-up…',
};

export const embeddedRegisterTextsIt: typeof embeddedRegisterTextsEn = {
  title: 'Unisciti alla collaborazione',
  bannerLandmark: 'Account meteo',
  subtitle: 'Crea il tuo account meteo gratuito per collaborare',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Conferma password',
  submit: 'Registrati',
  checking: 'Verifica in corso…',
  termsTitle: 'Termini d’uso',
  termsIntro: 'Leggi e accetta i termini d’uso per creare il tuo account.',
  accept: 'Accetta',
  decline: 'Rifiuta',
  failed: 'Non è stato possibile creare l’account',
  finishing: 'Completamento della registrazione…',
};
