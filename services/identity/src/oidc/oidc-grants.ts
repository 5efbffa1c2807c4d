import type { ClientMetadata, Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * The provider's loadExistingGrant (docs/adr/0801): the grant a request's session already has for
 * the client; for a first-party application, one made at once with the requested scopes (no consent
 * prompt). A third-party application with no grant yet gets none, so the provider asks for consent.
 */
export async function existingGrantOf(ctx: KoaContextWithOIDC, isFirstParty: (client: ClientMetadata) => boolean): Promise<Grant | undefined> {
  const { client, session, provider, params } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (!isFirstParty(client.metadata())) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(typeof params?.scope === 'string' ? params.scope : 'openid');
  await grant.save();
  return grant;
}
