import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The user of a redemption answer (docs/hand-off-contract.md). */
export interface HandoffUser {
  id: number;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  is_enterprise_administrator: boolean;
  enterprise_id: number | null;
  timezone: string | null;
}

export interface RedeemedSignIn {
  user: HandoffUser;
  /** The verified JWT's claims: the application trusts these, not the JSON beside them. */
  claims: { sub: string; email: string; exp: number };
}

export interface HandoffClientOptions {
  identityUrl: string;
  /** The JWT's `iss`: the identity service's public address (PUBLIC_API_URL). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The keys the JWT is checked with; the identity service's /.well-known/jwks.json by default. */
  keys?: JWTVerifyGetKey;
}

/** A refused or unusable redemption; `reason` is safe to show (never the token). */
export class HandoffError extends Error {
  override readonly name = 'HandoffError';
}

export interface HandoffClient {
  /** `state`: the one that came back with the token and matched this browser's cookie (ADR 0234). */
  redeem(token: string, state?: string): Promise<RedeemedSignIn>;
}

/**
 * Redeems a hand-off token server-to-server (HTTP Basic with the client credentials) and verifies
 * the JWT of the answer against the published keys, for this application (audience) from this
 * identity service (issuer).
 */
export function createHandoffClient(options: HandoffClientOptions): HandoffClient {
  const base = options.identityUrl.replace(/\/+$/, '');
  const keys = options.keys ?? createRemoteJWKSet(new URL(`${base}/.well-known/jwks.json`));
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  return {
    async redeem(token, state) {
      let response: Response;
      try {
        response = await fetch(`${base}/v1/handoff/redeem`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(state === undefined ? { token } : { token, state }),
        });
      } catch (error) {
        throw new HandoffError('The identity service cannot be reached', { cause: error });
      }
      const answer = (await response.json().catch(() => null)) as { user?: HandoffUser; jwt?: string; code?: string; message?: string } | null;
      if (!response.ok) {
        throw new HandoffError(`The identity service refused the token (${response.status} ${answer?.code ?? 'no code'})`);
      }
      if (!answer?.user || typeof answer.jwt !== 'string') throw new HandoffError('The redemption answer has no user or JWT');

      let payload;
      try {
        ({ payload } = await jwtVerify(answer.jwt, keys, { issuer: options.issuer, audience: options.clientId }));
      } catch (error) {
        throw new HandoffError(`The JWT did not verify: ${(error as Error).message}`, { cause: error });
      }
      if (payload.sub !== answer.user.uuid || payload.email !== answer.user.email || typeof payload.exp !== 'number') {
        throw new HandoffError('The JWT does not name the redeemed user');
      }
      return { user: answer.user, claims: { sub: payload.sub, email: payload.email, exp: payload.exp } };
    },
  };
}
