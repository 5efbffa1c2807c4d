import { type JWTVerifyGetKey, jwtVerify } from 'jose';

/** The event a logout token must carry (OpenID Connect Back-Channel Logout 1.0 §2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Whose sessions a verified logout token ends: the provider's session (sid), the user (sub), or both. */
export interface LogoutRequest {
  sub: string | null;
  sid: string | null;
  jti: string;
  exp: number;
}

export interface LogoutTokenChecks {
  issuer: string;
  /** This application's client id: a token for another application is not ours. */
  audience: string;
  keys: JWTVerifyGetKey;
  /** Seconds a logout token may be old; the provider sends it at once. */
  maxAgeSeconds?: number;
}

export class LogoutTokenError extends Error {
  override readonly name = 'LogoutTokenError';
}

/**
 * Verifies a logout token as Back-Channel Logout 1.0 §2.6 asks: the signature with the provider's
 * published keys (asymmetric algorithms only, so `none` and HS256 are refused), iss, aud, iat and exp,
 * the back-channel logout event, a sub or a sid, and no nonce (an ID token is not a logout token).
 * openid-client v6 has no helper for logout tokens, so this is jose, the library it is built on.
 */
export async function verifyLogoutToken(token: string, checks: LogoutTokenChecks): Promise<LogoutRequest> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, checks.keys, {
      issuer: checks.issuer,
      audience: checks.audience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      maxTokenAge: `${checks.maxAgeSeconds ?? 120}s`,
      requiredClaims: ['iat', 'jti'],
    }));
  } catch (error) {
    throw new LogoutTokenError(`The logout token did not verify: ${(error as Error).message}`, { cause: error });
  }
  const events = payload.events;
  const event = typeof events === 'object' && events !== null ? (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] : undefined;
  if (typeof event !== 'object' || event === null) throw new LogoutTokenError('The logout token carries no back-channel logout event');
  if ('nonce' in payload) throw new LogoutTokenError('A logout token must not carry a nonce');
  const sub = typeof payload.sub === 'string' ? payload.sub : null;
  const sid = typeof payload.sid === 'string' ? payload.sid : null;
  if (!sub && !sid) throw new LogoutTokenError('The logout token names neither a sub nor a sid');
  return { sub, sid, jti: payload.jti as string, exp: typeof payload.exp === 'number' ? payload.exp : Math.floor(Date.now() / 1000) + 120 };
}
