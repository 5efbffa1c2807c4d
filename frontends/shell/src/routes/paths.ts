/** The shell's own routes (SPEC §2). Remote routes come from /remotes.json. */
export const paths = {
  root: '/',
  login: '/login',
  /** The second step of a sign-in (issue 29): a code, a passkey or a recovery code, or the enrolment an enterprise requires. */
  secondStep: '/login/second-step',
  logout: '/logout',
  forgot: '/forgot',
  register: '/register',
  embeddedRegister: '/embeddedregister',
  verify: '/verify/:token',
  passwordUpdate: '/password/update',
  error: '/error',
  switchAccount: '/switch',
  appDown: '/app-down',
  maintenance: '/maintenance',
  loggedOut: '/logged-out',
  accountCreated: '/account-created',
  consent: '/consent',
  appLauncher: '/appLauncher',
  profile: '/profile',
  enterprise: '/enterprise',
  impersonateUser: '/impersonateUser',
  applications: '/applications',
  /** The admin remote's user management and audit viewer (issue 30). */
  users: '/users',
  activity: '/activity',
} as const;

/**
 * /password/update forwarding the clientId, return, seq and state of the sign-in request (SPEC §2,
 * ADR 0234), and its OpenID Connect interaction (issue 28).
 */
export function passwordUpdatePath(request: {
  clientId: string | null;
  returnPath: string | null;
  seq?: string | null;
  state?: string | null;
  interaction?: string | null;
}): string {
  const query = new URLSearchParams();
  if (request.clientId) query.set('clientId', request.clientId);
  if (request.returnPath) query.set('return', request.returnPath);
  if (request.seq) query.set('seq', request.seq);
  if (request.state) query.set('state', request.state);
  if (request.interaction) query.set('interaction', request.interaction);
  const search = query.toString();
  return search ? `${paths.passwordUpdate}?${search}` : paths.passwordUpdate;
}
