/** The texts of the "Sign in with a passkey" button of /login (issue 29), key `passkey`. */
export const passkeyTextsEn = {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  errors: {
    PASSKEY_CANCELLED: 'The passkey was not used. Try again, or sign in with your email.',
    PASSKEY_UNAVAILABLE: 'This browser or device could not use a passkey.',
  },
};

export const passkeyTextsIt: typeof passkeyTextsEn = {
  signIn: 'Accedi con una passkey',
  signingIn: 'In attesa della passkey…',
  errors: {
    PASSKEY_CANCELLED: 'La passkey non è stata usata. Riprova o accedi con la tua email.',
    PASSKEY_UNAVAILABLE: 'Questo browser o dispositivo non può usare una passkey.',
  },
};
