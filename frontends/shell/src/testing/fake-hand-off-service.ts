import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import type { AuthorizationCheck, SessionRequest, SessionResponse, SiteApplication } from '../transport/hand-off-transport';

export const unauthenticated: ApiErrorBody = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthenticated' };
export const returnPathNotAllowed: ApiErrorBody = {
  statusCode: 400,
  code: 'RETURN_PATH_NOT_ALLOWED',
  message: 'This return address is not allowed',
  errors: [{ field: 'return', code: 'RETURN_PATH_NOT_ALLOWED', message: 'This return address is not allowed' }],
};
const applicationNotFound: ApiErrorBody = { statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' };

export function buildSiteApplication(overrides: Partial<SiteApplication> & Pick<SiteApplication, 'client_id' | 'name' | 'ordering_number'>): SiteApplication {
  const base = `https://${overrides.client_id}.weather.test`;
  return {
    id: overrides.ordering_number,
    description: `${overrides.name} for your area.`,
    image_url: `${base}/logo.svg`,
    base_url: base,
    callback_url: `${base}/auth/callback`,
    webhook_url: `${base}/webhooks/identity`,
    sysadmin_url: null,
    postCallbackUrl: null,
    theme: 'primary',
    oidc: null,
    ...overrides,
  };
}

/** The three seeded applications, deliberately listed out of order. */
export function seededApplications(): SiteApplication[] {
  return [
    buildSiteApplication({ client_id: 'weather-alerts', name: 'Alerts', ordering_number: 3, theme: 'yellow' }),
    buildSiteApplication({ client_id: 'weather-radar', name: 'Radar', ordering_number: 1, theme: 'primary' }),
    buildSiteApplication({ client_id: 'weather-forecast', name: 'Forecast', ordering_number: 2, theme: 'primary-alt' }),
  ];
}

export const allowed: AuthorizationCheck = { success: true, isSysAdmin: false, code: 200 };

/**
 * The hand-off side of the in-memory identity service: the catalogue, the applications' answers to
 * authorization checks, and session tokens with the redirect the contract computes.
 */
export class FakeHandOffService {
  applications: SiteApplication[] = seededApplications();
  /** Each application's answer; allowed when not set. */
  readonly answers = new Map<string, AuthorizationCheck>();
  /** A check of this application waits for its gate, so a test can look at the page meanwhile. */
  readonly gates = new Map<string, Promise<void>>();
  /** GET /v1/siteapplications fails with this while set. */
  listFailure: ApiErrorBody | null = null;
  /** Session tokens handed out, in order. */
  readonly tokens: string[] = [];

  constructor(private readonly signedIn: () => PortalUser | null) {}

  getSiteApplications(): ApiResult<SiteApplication[]> {
    if (!this.signedIn()) return { ok: false, error: unauthenticated };
    if (this.listFailure) return { ok: false, error: this.listFailure };
    return { ok: true, data: this.applications.map((application) => ({ ...application })) };
  }

  /** Answers as the application would at the moment it is asked; the gate only delays the answer. */
  getAuthorization(clientId: string): Promise<ApiResult<AuthorizationCheck>> {
    const gate = this.gates.get(clientId);
    const answer: ApiResult<AuthorizationCheck> = !this.signedIn()
      ? { ok: false, error: unauthenticated }
      : !this.find(clientId)
        ? { ok: false, error: applicationNotFound }
        : { ok: true, data: this.answers.get(clientId) ?? allowed };
    return (async () => {
      await gate;
      return answer;
    })();
  }

  getSession(request: SessionRequest): ApiResult<SessionResponse> {
    if (!this.signedIn()) return { ok: false, error: unauthenticated };
    const application = this.find(request.clientId);
    if (!application) return { ok: false, error: applicationNotFound };
    // The contract's rule, short: a path with one leading slash, on the application's own origin.
    if (request.return !== undefined && (!request.return.startsWith('/') || /^[/\\]{2}|^\/\\/.test(request.return))) {
      return { ok: false, error: returnPathNotAllowed };
    }
    const token = `token-${this.tokens.length + 1}`;
    this.tokens.push(token);
    if (application.postCallbackUrl) {
      const fields: Record<string, string> = { token };
      if (request.return) fields.returnPath = request.return;
      if (request.state) fields.state = request.state;
      return { ok: true, data: { token, siteApplication: application, redirect: { method: 'POST', url: application.postCallbackUrl, fields } } };
    }
    const url = new URL(request.return ? new URL(request.return, application.base_url).toString() : application.callback_url);
    url.searchParams.set('token', token);
    if (request.seq) url.searchParams.set('seq', request.seq);
    if (request.state) url.searchParams.set('state', request.state);
    return { ok: true, data: { token, siteApplication: application, redirect: { method: 'GET', url: url.toString() } } };
  }

  private find(clientId: string): SiteApplication | undefined {
    return this.applications.find((application) => application.client_id === clientId);
  }
}
