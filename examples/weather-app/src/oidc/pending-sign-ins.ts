import { randomBytes } from 'node:crypto';

/** What a sign-in under way must find again when the provider sends the browser back. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** A path on this application, where the person goes once signed in. */
  returnPath: string;
}

/** The provider's login page may wait for a password or a mailed code; ten minutes, as the hand-off's state. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

/**
 * Sign-ins under way, in memory, keyed by a random id the browser holds in a cookie: the PKCE code
 * verifier never leaves the server, and a callback is taken only in the browser that started it.
 * Each is taken once.
 */
export class PendingSignIns {
  private readonly pending = new Map<string, PendingSignIn & { expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  add(signIn: PendingSignIn): string {
    this.forgetExpired();
    const id = randomBytes(32).toString('base64url');
    this.pending.set(id, { ...signIn, expiresAt: this.now() + PENDING_SIGN_IN_TTL_MS });
    return id;
  }

  /** The sign-in of this id, removed so a replayed callback finds nothing; null when unknown or expired. */
  take(id: string | undefined): PendingSignIn | null {
    if (!id) return null;
    const found = this.pending.get(id);
    this.pending.delete(id);
    if (!found || found.expiresAt <= this.now()) return null;
    const { expiresAt: _expiresAt, ...signIn } = found;
    return signIn;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, signIn] of this.pending) if (signIn.expiresAt <= now) this.pending.delete(id);
  }
}
