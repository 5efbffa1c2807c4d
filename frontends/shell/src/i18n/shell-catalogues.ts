import type { Catalogues } from '@weather/ui';
import { consentTextsEn } from '../pages/consent/consent-texts';
import { embeddedRegisterTextsEn } from '../pages/embedded-register/embedded-register-texts';
import { remoteTextsEn } from '../federation/remote-texts';
import { startupTextsEn } from '../app/startup-texts';
import { loginTextsEn } from '../pages/login/login-texts';
import { passkeyTextsEn } from '../pages/login/passkey/passkey-texts';
import { socialTextsEn } from '../pages/login/social/social-texts';
import { registerTextsEn } from '../pages/register/register-texts';
import { secondStepTextsEn } from '../pages/second-step/second-step-texts';
import { shellIt } from './shell-catalogues.it';

/** Every text the shell shows, namespace `shell` (docs/adr/0302-i18n-catalogues.md). */
export const shellEn = {
  appTitle: 'Weather account',
  logo: 'Weather account home',
  startup: startupTextsEn,
  session: {
    checking: 'Checking your session…',
    checkFailed: 'Your session could not be checked.',
    retry: 'Retry',
  },
  login: loginTextsEn,
  social: socialTextsEn,
  passkey: passkeyTextsEn,
  secondStep: secondStepTextsEn,
  magicCode: {
    title: 'Enter your verification code',
    signInText: 'We sent a 4-character code to {{email}}. Enter it to sign in.',
    verifyText: 'Your email is not verified yet. We sent a 4-character code to {{email}}.',
    label: 'Verification code',
    verify: 'Verify',
    cancel: 'Cancel',
    requestNewCode: 'Request new code',
    newCodeSent: 'A new code is on its way. Only the newest code works.',
  },
  logout: {
    signingOut: 'Signing out…',
  },
  forbidden: {
    title: '403 forbidden',
    text: 'You do not have permission to open this page.',
    returnToLogin: 'Return to login',
    loginLink: 'Go to the sign-in page',
  },
  switchAccount: {
    title: 'Switch account',
    signedInAs: 'You are signed in as {{email}}.',
    newEmail: 'You asked to continue as {{email}}.',
    warning: 'Continuing signs you out of this account. Unsaved work in your open applications may be lost.',
    confirm: 'Sign out and continue',
    cancel: 'Cancel, stay signed in',
  },
  appDown: {
    title: 'Application unavailable',
    text: '{{name}} is not available right now. We will be back soon.',
    textWithoutName: 'This application is not available right now. We will be back soon.',
    goBack: 'Go back to your applications',
  },
  maintenance: {
    title: 'Down for maintenance',
    text: 'We are improving the service. Please come back in a little while.',
  },
  loggedOut: {
    title: 'You are signed out',
    text: 'You have been signed out of your weather account.',
    signInAgain: 'Sign in again',
  },
  accountCreated: {
    title: 'Account created',
    text: 'Your weather account is ready. Sign in to start using your applications.',
    signIn: 'Sign in',
  },
  forgot: {
    title: 'Forgot password',
    text: 'Enter your email and we will send you a link to set a new password.',
    submit: 'Send reset link',
    sendAgain: 'Send again',
    sent: 'If {{email}} has an account, a reset link is on its way. Check your inbox.',
    sentIcon: 'Sent',
    returnToLogin: 'Return to login',
  },
  newPassword: {
    password: 'New password',
    confirmation: 'Confirm new password',
  },
  setPassword: {
    title: 'Set your password',
    checking: 'Checking your link…',
    text: 'Choose a password for {{email}}.',
    submit: 'Set password',
    expired: 'The link you have clicked is no longer valid',
    invalid: 'Oops! Seems like the verification link is invalid!',
    backToLogin: 'Back to login',
  },
  passwordUpdate: {
    title: 'Update your password',
    text: 'Your password must be changed before you continue. Choose a new one.',
    submit: 'Update password',
  },
  appLauncher: {
    title: 'Applications',
    welcome: 'Welcome, {{name}}',
    checking: 'Checking your applications…',
    checkingCard: 'Checking access…',
    launch: 'Launch',
    launching: 'Opening…',
    sysAdmin: 'Administration',
    learnMore: 'Learn more',
    notAuthorized: 'Your account does not include this application.',
    backSoon: 'Back soon',
    maintenance: 'This application is down for maintenance. We will be back soon.',
    loadFailed: 'Your applications could not be loaded.',
    retry: 'Retry',
    help: {
      title: 'Help and support',
      text: 'Guides, answers and contact details for every weather application.',
      open: 'Open help',
    },
    enterprise: {
      title: 'Enterprise Manager',
      text: 'Bring your company: manage its users, email domains and single sign-on.',
      signUp: 'Sign up',
    },
  },
  interaction: {
    redirecting: 'Signing you in to the application…',
  },
  consent: consentTextsEn,
  handOff: {
    redirecting: 'Taking you to your application…',
    redirectingTo: 'Taking you to {{name}}…',
    failedTitle: 'The application could not be opened',
    toLauncher: 'Go to your applications',
  },
  topBar: {
    applications: 'Applications',
    userMenu: 'Account menu of {{name}}',
    help: 'Help and support',
    profile: 'Profile',
    enterprise: 'Enterprise',
    impersonate: 'Impersonate user',
    users: 'Users',
    activity: 'Activity',
    signOut: 'Sign out',
  },
  impersonation: {
    banner: '{{admin}}, you are signed in as {{user}}.',
    stop: 'Sign out of impersonation',
  },
  remote: remoteTextsEn,
  register: registerTextsEn,
  embeddedRegister: embeddedRegisterTextsEn,
} as const;

export const shellCatalogues: Catalogues<typeof shellEn> = { en: shellEn, it: shellIt };

export const SHELL_NAMESPACE = 'shell';
