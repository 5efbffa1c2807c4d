import type { Catalogue } from '@weather/ui';
import { consentTextsIt } from '../pages/consent/consent-texts';
import { embeddedRegisterTextsIt } from '../pages/embedded-register/embedded-register-texts';
import { passkeyTextsIt } from '../pages/login/passkey/passkey-texts.it';
import { socialTextsIt } from '../pages/login/social/social-texts.it';
import { registerTextsIt } from '../pages/register/register-texts.it';
import { secondStepTextsIt } from '../pages/second-step/second-step-texts.it';
import type { shellEn } from './shell-catalogues';

/** The shell's texts in Italian: a chunk of their own, fetched when the page shows Italian (issue 32). */
export const shellIt: Catalogue<typeof shellEn> = {
  appTitle: 'Account meteo',
  logo: "Pagina iniziale dell'account meteo",
  startup: {
    failed: 'Il portale non è riuscito ad avviarsi. Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
  session: {
    checking: 'Verifica della sessione…',
    checkFailed: 'Non è stato possibile verificare la sessione.',
    retry: 'Riprova',
  },
  login: {
    title: 'Accedi',
    subtitle: 'Usa il tuo account meteo',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    signingIn: 'Accesso in corso…',
    magicCode: 'Accedi con un codice magico',
    forgotPassword: 'Password dimenticata?',
    cantSignIn: 'Non riesci ad accedere?',
    redirectingToProvider: 'Ti stiamo portando alla pagina di accesso della tua organizzazione…',
    signInAgain: "L'applicazione ti chiede di accedere di nuovo per continuare.",
  },
  social: socialTextsIt,
  passkey: passkeyTextsIt,
  secondStep: secondStepTextsIt,
  magicCode: {
    title: 'Inserisci il codice di verifica',
    signInText: 'Abbiamo inviato un codice di 4 caratteri a {{email}}. Inseriscilo per accedere.',
    verifyText: 'La tua email non è ancora verificata. Abbiamo inviato un codice di 4 caratteri a {{email}}.',
    label: 'Codice di verifica',
    verify: 'Verifica',
    cancel: 'Annulla',
    requestNewCode: 'Richiedi un nuovo codice',
    newCodeSent: 'Un nuovo codice è in arrivo. Vale solo il codice più recente.',
  },
  logout: {
    signingOut: 'Disconnessione in corso…',
  },
  forbidden: {
    title: '403 accesso negato',
    text: 'Non hai il permesso di aprire questa pagina.',
    returnToLogin: "Torna all'accesso",
    loginLink: "Vai alla pagina di accesso",
  },
  switchAccount: {
    title: 'Cambia account',
    signedInAs: 'Hai eseguito l\'accesso come {{email}}.',
    newEmail: 'Hai chiesto di continuare come {{email}}.',
    warning: 'Continuando uscirai da questo account. Il lavoro non salvato nelle applicazioni aperte potrebbe andare perso.',
    confirm: 'Esci e continua',
    cancel: 'Annulla, resta connesso',
  },
  appDown: {
    title: 'Applicazione non disponibile',
    text: '{{name}} non è disponibile in questo momento. Torneremo presto.',
    textWithoutName: 'Questa applicazione non è disponibile in questo momento. Torneremo presto.',
    goBack: 'Torna alle tue applicazioni',
  },
  maintenance: {
    title: 'Manutenzione in corso',
    text: 'Stiamo migliorando il servizio. Torna tra poco.',
  },
  loggedOut: {
    title: 'Sei uscito',
    text: 'Sei uscito dal tuo account meteo.',
    signInAgain: 'Accedi di nuovo',
  },
  accountCreated: {
    title: 'Account creato',
    text: 'Il tuo account meteo è pronto. Accedi per iniziare a usare le tue applicazioni.',
    signIn: 'Accedi',
  },
  forgot: {
    title: 'Password dimenticata',
    text: 'Inserisci la tua email e ti invieremo un link per impostare una nuova password.',
    submit: 'Invia link di reimpostazione',
    sendAgain: 'Invia di nuovo',
    sent: 'Se {{email}} ha un account, il link di reimpostazione è in arrivo. Controlla la posta.',
    sentIcon: 'Inviato',
    returnToLogin: "Torna all'accesso",
  },
  newPassword: {
    password: 'Nuova password',
    confirmation: 'Conferma la nuova password',
  },
  setPassword: {
    title: 'Imposta la password',
    checking: 'Verifica del link…',
    text: 'Scegli una password per {{email}}.',
    submit: 'Imposta password',
    expired: 'Il link su cui hai cliccato non è più valido',
    invalid: 'Ops! Sembra che il link di verifica non sia valido!',
    backToLogin: "Torna all'accesso",
  },
  passwordUpdate: {
    title: 'Aggiorna la password',
    text: 'Devi cambiare la password prima di continuare. Scegline una nuova.',
    submit: 'Aggiorna password',
  },
  appLauncher: {
    title: 'Applicazioni',
    welcome: 'Benvenuto, {{name}}',
    checking: 'Verifica delle tue applicazioni…',
    checkingCard: "Verifica dell'accesso…",
    launch: 'Avvia',
    launching: 'Apertura…',
    sysAdmin: 'Amministrazione',
    learnMore: 'Scopri di più',
    notAuthorized: 'Il tuo account non include questa applicazione.',
    backSoon: 'Torniamo presto',
    maintenance: 'Questa applicazione è in manutenzione. Torneremo presto.',
    loadFailed: 'Non è stato possibile caricare le tue applicazioni.',
    retry: 'Riprova',
    help: {
      title: 'Aiuto e supporto',
      text: 'Guide, risposte e contatti per ogni applicazione meteo.',
      open: "Apri l'aiuto",
    },
    enterprise: {
      title: 'Enterprise Manager',
      text: 'Porta la tua azienda: gestisci utenti, domini email e accesso unico.',
      signUp: 'Registrati',
    },
  },
  interaction: {
    redirecting: "Accesso all'applicazione in corso…",
  },
  consent: consentTextsIt,
  handOff: {
    redirecting: 'Ti stiamo portando alla tua applicazione…',
    redirectingTo: 'Ti stiamo portando a {{name}}…',
    failedTitle: "Non è stato possibile aprire l'applicazione",
    toLauncher: 'Vai alle tue applicazioni',
  },
  topBar: {
    applications: 'Applicazioni',
    userMenu: 'Menu account di {{name}}',
    help: 'Aiuto e supporto',
    profile: 'Profilo',
    enterprise: 'Azienda',
    impersonate: 'Impersona utente',
    users: 'Utenti',
    activity: 'Attività',
    signOut: 'Esci',
  },
  impersonation: {
    banner: "{{admin}}, hai effettuato l'accesso come {{user}}.",
    stop: "Esci dall'impersonificazione",
  },
  remote: {
    loading: 'Caricamento…',
    unavailableTitle: 'Non è stato possibile caricare questa pagina',
    unavailableText: 'Una parte del portale non è disponibile in questo momento. Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
  register: registerTextsIt,
  embeddedRegister: embeddedRegisterTextsIt,
};
