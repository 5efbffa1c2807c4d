import type { Impersonator, LoginRequest, LoginResponse } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import type { ConsentTransport } from './consent-transport';
import type { HandOffTransport } from './hand-off-transport';
import type { RegistrationTransport } from './registration-transport';
import type { SecondStepTransport } from './second-step-transport';
import type { SignInTransport } from './sign-in-transport';

export type Credentials = LoginRequest;
export type { Impersonator, LoginResponse };

/** The user of GET /auth/session and GET /v1/users/me, and the SYSADMIN impersonating them in this session if any. */
export type CurrentUser = PortalUser & { impersonator?: Impersonator | null };

/**
 * The calls the session store makes. The app wires the generated API client behind it; tests
 * give a fake, so the store's rules are tested without a network.
 */
export interface SessionTransport {
  login(credentials: Credentials): Promise<ApiResult<LoginResponse>>;
  /** POST /auth/logout; logoutURL: the SAML provider's single logout, where the browser goes next. */
  logout(): Promise<ApiResult<{ logoutURL: string | null }>>;
  /**
   * GET /auth/session: the signed-in user, or null for a visitor. It answers a visitor with 200, so
   * a signed-out page logs no failed request (issue 31 #10).
   */
  getCurrentUser(): Promise<ApiResult<CurrentUser | null>>;
  /** POST /auth/impersonate/end: restored says the administrator's own session is back. */
  endImpersonation(): Promise<ApiResult<{ restored: boolean }>>;
}

/** Every call of the shell's stores. */
export type ShellTransport = SessionTransport & SignInTransport & HandOffTransport & RegistrationTransport & ConsentTransport & SecondStepTransport;
