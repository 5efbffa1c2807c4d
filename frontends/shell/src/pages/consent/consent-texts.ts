/** The consent page's texts (namespace `shell`, key `consent`, docs/adr/0802). */
export const consentTextsEn = {
  title: 'Allow {{application}} to use your account?',
  signedInAs: 'Signed in as {{email}}',
  asks: '{{application}} asks for:',
  scopes: {
    openid: 'Who you are: your account’s identifier',
    email: 'Your email address',
    profile: 'Your profile: your name and time zone',
    role: 'Your role (user or system administrator)',
    offline_access: 'Access while you are away (offline access)',
  },
  claim: 'The detail “{{claim}}” of your account',
  nothingNew: 'Nothing more than you allowed before.',
  allow: 'Allow',
  deny: 'Deny',
  loading: 'Loading the request…',
  leaving: 'Taking you back to {{application}}…',
  expired: 'This request has expired or is not for this account. Go back to the application and start again.',
  retry: 'Try again',
};

export const consentTextsIt: typeof consentTextsEn = {
  title: 'Consentire a {{application}} di usare il tuo account?',
  signedInAs: 'Accesso effettuato come {{email}}',
  asks: '{{application}} chiede:',
  scopes: {
    openid: 'Chi sei: l’identificativo del tuo account',
    email: 'Il tuo indirizzo email',
    profile: 'Il tuo profilo: nome e fuso orario',
    role: 'Il tuo ruolo (utente o amministratore di sistema)',
    offline_access: 'Accesso anche quando non ci sei (accesso offline)',
  },
  claim: 'Il dato “{{claim}}” del tuo account',
  nothingNew: 'Niente di più di quanto hai già consentito.',
  allow: 'Consenti',
  deny: 'Rifiuta',
  loading: 'Caricamento della richiesta…',
  leaving: 'Ti stiamo riportando a {{application}}…',
  expired: 'Questa richiesta è scaduta o non riguarda questo account. Torna all’applicazione e ricomincia.',
  retry: 'Riprova',
};
