import type { FastifyRequest } from 'fastify';
import type { InteractionResults, Provider } from 'oidc-provider';
import { ApiException } from '../platform/errors/api-exception';

/** A provider's interaction as the service reads it (the library's types leave the model's class unexported). */
export type OidcInteraction = InstanceType<Provider['Interaction']>;

/**
 * The interaction `uid` of the browser making the request (docs/adr/0802): its id is the provider's
 * interaction cookie, which the provider scopes to /oidc/interaction/<uid>, so only the browser the
 * provider sent there holds it. An absent cookie, another uid, an expired or unknown interaction
 * answer 404 NOT_FOUND alike. Read here rather than by provider.interactionDetails, which also
 * refuses an interaction whose provider session has ended: a fresh sign-in ends the portal session
 * the provider session stood on (and so the provider session), and its interaction must go on.
 */
export async function interactionOfBrowser(provider: Provider, request: FastifyRequest, uid: string): Promise<OidcInteraction> {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  const id = cookies?.[provider.cookieName('interaction')];
  if (!id || id !== uid) throw new ApiException('NOT_FOUND');
  const interaction = await provider.Interaction.find(id);
  if (!interaction) throw new ApiException('NOT_FOUND');
  return interaction;
}

/** Whether the provider session the interaction was started in still exists (none: it had none). */
export async function providerSessionLives(provider: Provider, interaction: OidcInteraction): Promise<boolean> {
  const uid = interaction.session?.uid;
  if (!uid) return true;
  const session = await provider.Session.findByUid(uid);
  return session !== undefined && session.accountId === interaction.session?.accountId;
}

/**
 * Stores the interaction's result and answers where the browser goes next (the provider's resume).
 * `unbindEndedSession`: the interaction's provider session ended with its portal session (a fresh
 * sign-in replaced it), so the provider resumes in the browser's new session instead of refusing the
 * mismatch, as it does itself when a login is for another account.
 */
export async function finishInteraction(interaction: OidcInteraction, result: InteractionResults, { unbindEndedSession = false } = {}): Promise<string> {
  if (unbindEndedSession) interaction.session = undefined;
  interaction.result = result;
  await interaction.persist();
  return interaction.returnTo;
}
