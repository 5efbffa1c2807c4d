import type { passkeyTextsEn } from './passkey-texts';

/** In Italian, a module of its own: the shell's Italian texts are a chunk fetched when the page shows Italian (issue 32). */
export const passkeyTextsIt: typeof passkeyTextsEn = {
  signIn: 'Accedi con una passkey',
  signingIn: 'In attesa della passkey…',
  errors: {
    PASSKEY_CANCELLED: 'La passkey non è stata usata. Riprova o accedi con la tua email.',
    PASSKEY_UNAVAILABLE: 'Questo browser o dispositivo non può usare una passkey.',
  },
};
