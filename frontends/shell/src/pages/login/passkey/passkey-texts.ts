/** The texts of the "Sign in with a passkey" button of /login (issue 29), key `passkey`. */
export const passkeyTextsEn = {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  errors: {
    PASSKEY_CANCELLED: 'The passkey was not used. Try again, or sign in with your email.',
    PASSKEY_UNAVAILABLE: 'This browser or device could not use a passkey.',
  },
};
