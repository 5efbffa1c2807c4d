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

/** What a sign-in carries from page to page to its end: its hand-off request (SPEC §2, ADR 0234) and its OpenID Connect interaction with its prompt (issue 28). */
export interface SignInRequest {
  clientId?: string | null;
  returnPath?: string | null;
  seq?: string | null;
  state?: string | null;
  interaction?: string | null;
  prompt?: string | null;
}

/** The query names of a SignInRequest, in the order they are written. */
const SIGN_IN_QUERY = [
  ['clientId', 'clientId'],
  ['returnPath', 'return'],
  ['seq', 'seq'],
  ['state', 'state'],
  ['interaction', 'interaction'],
  ['prompt', 'prompt'],
] as const satisfies readonly (readonly [keyof SignInRequest, string])[];

/** A page of the sign-in with the request's values in its query (only those that are set). */
export function withSignInQuery(path: string, request: SignInRequest): string {
  const query = new URLSearchParams();
  for (const [field, name] of SIGN_IN_QUERY) {
    const value = request[field];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The sign-in request a page's query carries (the inverse of withSignInQuery). */
export function signInRequestOf(search: URLSearchParams): SignInRequest {
  const request: SignInRequest = {};
  for (const [field, name] of SIGN_IN_QUERY) request[field] = search.get(name);
  return request;
}

/**
 * /password/update forwarding the clientId, return, seq and state of the sign-in request (SPEC §2,
 * ADR 0234), and its OpenID Connect interaction (issue 28).
 */
export function passwordUpdatePath(request: Omit<SignInRequest, 'prompt'>): string {
  return withSignInQuery(paths.passwordUpdate, request);
}

/** A page's path without trailing slashes ("/login/" is /login), the root staying "/". */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
