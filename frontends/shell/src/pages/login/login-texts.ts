/**
 * The sign-in page's texts (namespace `shell`, key `login`), a module of their own so that the page's
 * first paint (docs/adr/0424) carries them without the rest of the shell's catalogue.
 */
export const loginTextsEn = {
  title: 'Sign in',
  subtitle: 'Use your weather account',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  signingIn: 'Signing in…',
  magicCode: 'Sign in with a magic code',
  forgotPassword: 'Forgot password?',
  cantSignIn: "Can't sign in?",
  redirectingToProvider: 'Taking you to your organisation’s sign-in page…',
  signInAgain: 'The application asks you to sign in again to continue.',
};
