import { createHash } from 'node:crypto';
import type { ClientMetadata, Grant, KoaContextWithOIDC, Provider } from 'oidc-provider';

/** What a user let an application have: OpenID Connect scopes and individually requested claims. */
export interface Consented {
  scopes: string[];
  claims: string[];
}

/**
 * The id of a user's standing consent to a client (docs/adr/0802): a Grant row of its own, found by
 * (account, client) without a query the provider's adapter does not have. No token is ever issued
 * under it: each provider session gets a copy, so ending a session (which revokes its grants) does
 * not withdraw the consent, while ending all the user's grants (sign-out everywhere, password change,
 * disabling) does.
 */
export function standingConsentId(accountId: string, clientId: string): string {
  return `consent-${createHash('sha256').update(`${accountId}\n${clientId}`).digest('base64url')}`;
}

/** The scopes and claims a grant holds (rejected ones left out). */
export function consentedBy(grant: Grant): Consented {
  const scopes = grant.getOIDCScope().split(' ').filter(Boolean);
  return { scopes, claims: grant.getOIDCClaims() };
}

/** Records (or widens) the user's standing consent to the client; its lifetime starts again. */
export async function rememberConsent(provider: Provider, accountId: string, clientId: string, consented: Consented): Promise<void> {
  const id = standingConsentId(accountId, clientId);
  const previous = await provider.Grant.find(id);
  const standing = new provider.Grant({ clientId, accountId });
  standing.jti = id;
  const scopes = new Set([...(previous ? consentedBy(previous).scopes : []), ...consented.scopes]);
  const claims = new Set([...(previous ? consentedBy(previous).claims : []), ...consented.claims]);
  if (scopes.size > 0) standing.addOIDCScope([...scopes].join(' '));
  if (claims.size > 0) standing.addOIDCClaims([...claims]);
  await standing.save();
}

/** The requested scopes that a consent covers. */
function coveredScopes(requested: Iterable<string>, consented: Consented): string[] {
  const allowed = new Set(consented.scopes);
  return [...requested].filter((scope) => allowed.has(scope));
}

/**
 * The provider's loadExistingGrant (docs/adr/0801, 0802): the grant the request's session already
 * has for the client; for a first-party application, one made at once with the requested scopes (no
 * consent prompt). For a third-party application, a new grant for this session holding what the
 * user's standing consent covers of the request: nothing beyond it, so anything new is still asked
 * (the provider's consent prompt then names only the missing scopes), and with no standing consent
 * none, so the provider asks, or answers consent_required to prompt=none.
 */
export async function existingGrantOf(ctx: KoaContextWithOIDC, isFirstParty: (client: ClientMetadata) => boolean): Promise<Grant | undefined> {
  const { client, session, provider, params } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (isFirstParty(client.metadata())) {
    const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
    await grant.save();
    return grant;
  }
  return grantFromStandingConsent(ctx, session.accountId, client.clientId);
}

async function grantFromStandingConsent(ctx: KoaContextWithOIDC, accountId: string, clientId: string): Promise<Grant | undefined> {
  const { provider } = ctx.oidc;
  const standing = await provider.Grant.find(standingConsentId(accountId, clientId));
  if (!standing || standing.accountId !== accountId || standing.clientId !== clientId) return undefined;
  const consented = consentedBy(standing);
  const scopes = coveredScopes(ctx.oidc.requestParamOIDCScopes, consented);
  const claims = ctx.oidc.requestParamClaims ? [...ctx.oidc.requestParamClaims].filter((claim) => consented.claims.includes(claim)) : [];
  if (scopes.length === 0 && claims.length === 0) return undefined;
  const grant = new provider.Grant({ clientId, accountId });
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  if (claims.length > 0) grant.addOIDCClaims(claims);
  await grant.save();
  return grant;
}
