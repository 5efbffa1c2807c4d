import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Repository } from 'typeorm';
import type { Authentication } from '../auth/sessions/authentication';
import { BrowserSession } from '../auth/sessions/browser-session.entity';
import { SessionCookie } from '../auth/sessions/session-cookie';
import { SessionsService } from '../auth/sessions/sessions.service';
import { OidcPayload } from './oidc-payload.entity';
import { findOidcPayloadByUid } from './oidc-payload-statements';
import { OidcRequestMemo } from './oidc-request-memo';

/**
 * The tie between the provider's sessions and the portal's (docs/adr/0801): a provider session is
 * recorded with the portal session of the browser that saved it (oidc_payloads.browser_session_id),
 * and is honoured only while the browser still holds that very portal session. Each look-up runs at
 * most once per request (docs/adr/0805), however often the provider asks.
 */
@Injectable()
export class OidcPortalSessions {
  private readonly portalOfRequest = new OidcRequestMemo<Authentication | null>();
  private readonly providerSessionRows = new OidcRequestMemo<OidcPayload | null>();
  private readonly portalSessionsById = new OidcRequestMemo<BrowserSession | null>();

  constructor(
    private readonly cookie: SessionCookie,
    private readonly sessions: SessionsService,
    @InjectRepository(OidcPayload) private readonly payloads: Repository<OidcPayload>,
  ) {}

  /**
   * The live portal session of the browser making the provider's request, or null (none, or not a
   * browser). Also read before the provider's routes (OidcDirectSignIn): only the request and its cookies.
   */
  async ofRequest(ctx: Pick<KoaContextWithOIDC, 'req' | 'cookies'> | undefined): Promise<Authentication | null> {
    if (!ctx) return null;
    return this.portalOfRequest.get(ctx.req, 'portal', () => {
      const token = this.cookie.readFrom((name) => ctx.cookies.get(name));
      return token ? this.sessions.resolve(token) : Promise.resolve(null);
    });
  }

  /**
   * Whether the provider session of a request still stands on the portal session it was signed in
   * from: the browser's live portal session is of the same user and started when the provider
   * session's login did. After a portal sign-out (or another user's sign-in) it is not, and the
   * provider asks for a login again (prompt=none answers login_required).
   */
  async stillSignedIn(ctx: KoaContextWithOIDC): Promise<boolean> {
    const { session } = ctx.oidc;
    if (!session?.accountId) return false;
    const portal = await this.ofRequest(ctx);
    return portal !== null && portal.user.uuid === session.accountId && startOf(portal.session) === session.loginTs;
  }

  /**
   * A provider session's stored row by its uid. The provider reads it (Session.findByUid, to check a
   * token's session) and so does ofProviderSession in the same request: one statement for both.
   */
  providerSessionRow(ctx: Pick<KoaContextWithOIDC, 'req'> | undefined, sessionUid: string): Promise<OidcPayload | null> {
    return this.providerSessionRows.get(ctx?.req, sessionUid, () => findOidcPayloadByUid.run(this.payloads.manager, { kind: 'Session', uid: sessionUid }));
  }

  /** The request saved or removed a provider session: its rows are read again if asked for. */
  providerSessionsChanged(ctx: Pick<KoaContextWithOIDC, 'req'> | undefined): void {
    this.providerSessionRows.forget(ctx?.req);
  }

  /**
   * The portal session a provider session (by its uid) was saved from, with the impersonating
   * administrator, when it is an impersonation; null otherwise. A session recorded as no
   * impersonation is not read (a portal session's impersonator never changes); one saved before the
   * record (portalImpersonation null) is.
   */
  async impersonationOf(ctx: KoaContextWithOIDC | undefined, sessionUid: string): Promise<BrowserSession | null> {
    const row = await this.providerSessionRow(ctx, sessionUid);
    const id = row?.browserSessionId;
    if (id == null || row?.portalImpersonation === false) return null;
    const portal = await this.portalSessionsById.get(ctx?.req, String(id), () => this.sessions.withImpersonator(id));
    return portal?.impersonatorId != null ? portal : null;
  }
}

/** A portal session's start as the provider's login time (seconds): the ID token's auth_time. */
export function startOf(session: Pick<BrowserSession, 'createdAt'>): number {
  return Math.floor(session.createdAt.getTime() / 1000);
}
