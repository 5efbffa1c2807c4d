import { randomBytes } from 'node:crypto';

/** Who is signed in to the application, from a verified hand-off. */
export interface AppSession {
  email: string;
  name: string;
  /** The `seq` that came with the token, shown so a test can tell sign-ins apart. */
  seq: string | null;
  expiresAt: number;
  /** Signed in through OpenID Connect: what the ID token said, kept for the page, the logout and back-channel logout. */
  oidc?: {
    claims: Record<string, unknown>;
    /** What the userinfo endpoint said of the same subject. */
    userinfo: Record<string, unknown>;
    /** The provider's subject, and its session (sid) when the ID token names one. */
    sub: string;
    sid: string | null;
    /** The id_token_hint of RP-initiated logout. */
    idToken: string;
  };
}

/** The application's own sign-in lasts this long, whatever the portal's session does. */
export const APP_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * The example application's sessions, in memory: a demo process, restarted with the stack. The
 * cookie holds only a random id.
 */
export class AppSessions {
  private readonly sessions = new Map<string, AppSession>();

  constructor(private readonly now: () => number = Date.now) {}

  open(session: Omit<AppSession, 'expiresAt'>): string {
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { ...session, expiresAt: this.now() + APP_SESSION_TTL_MS });
    return id;
  }

  find(id: string | undefined): AppSession | null {
    if (!id) return null;
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    return session;
  }

  /** Signing out of the application ends its own session; answers whether there was one. */
  end(id: string | undefined): AppSession | null {
    const session = this.find(id);
    if (id && session) this.sessions.delete(id);
    return session;
  }

  /**
   * A back-channel logout ends the sessions of the provider's session (sid) when the token names one,
   * else every session of the subject (Back-Channel Logout 1.0 §2.7).
   */
  endForProvider(request: { sub: string | null; sid: string | null }): number {
    let ended = 0;
    for (const [id, session] of this.sessions) {
      const oidc = session.oidc;
      if (!oidc) continue;
      const matches = request.sid ? oidc.sid === request.sid && (!request.sub || oidc.sub === request.sub) : oidc.sub === request.sub;
      if (matches) {
        this.sessions.delete(id);
        ended += 1;
      }
    }
    return ended;
  }

  /** A user.logged_out or user.disabled event ends that person's sessions here too. */
  endFor(email: string): number {
    let ended = 0;
    for (const [id, session] of this.sessions) {
      if (session.email.toLowerCase() === email.toLowerCase()) {
        this.sessions.delete(id);
        ended += 1;
      }
    }
    return ended;
  }
}
