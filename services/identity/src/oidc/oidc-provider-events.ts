import { Injectable } from '@nestjs/common';
import type { Provider } from 'oidc-provider';
import { SessionCookie } from '../auth/sessions/session-cookie';
import { SessionsService } from '../auth/sessions/sessions.service';
import { OidcPortalSessions } from './oidc-portal-sessions';
import { RpLogoutEndsPortalSession } from './oidc-rp-logout';

/** What the service does on the provider's events (each new provider instance is attached once). */
@Injectable()
export class OidcProviderEvents {
  private readonly rpLogout: RpLogoutEndsPortalSession;

  constructor(portalSessions: OidcPortalSessions, cookie: SessionCookie, sessions: SessionsService) {
    this.rpLogout = new RpLogoutEndsPortalSession(portalSessions, cookie, sessions);
  }

  attach(provider: Provider): void {
    this.rpLogout.attach(provider);
  }
}
