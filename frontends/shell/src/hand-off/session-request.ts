import type { SessionRequest } from '../transport/hand-off-transport';

/** The hand-off a sign-in page's query asks for (clientId, return, seq, state); null without a clientId. */
export function sessionRequestFrom(search: URLSearchParams): SessionRequest | null {
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const clientId = value('clientId');
  if (!clientId) return null;
  const request: SessionRequest = { clientId };
  const returnPath = value('return');
  const seq = value('seq');
  // The application's state (ADR 0234): the service checks its form and hands it back with the token.
  const state = value('state');
  if (returnPath) request.return = returnPath;
  if (seq) request.seq = seq;
  if (state) request.state = state;
  return request;
}
