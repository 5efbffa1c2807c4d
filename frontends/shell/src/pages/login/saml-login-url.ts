/** The sign-in request's hand-off values (SPEC §2: clientId, return, seq; and state, ADR 0234), as /login holds them. */
export interface HandOffRequest {
  clientId: string | null;
  returnPath: string | null;
  seq: string | null;
  state?: string | null;
  /** The OpenID Connect interaction this sign-in finishes (issue 28), carried like the hand-off. */
  interaction?: string | null;
}

/**
 * A SAML provider's loginURL with the hand-off of this sign-in, so the person lands in the
 * application they came from (the API keeps them with the AuthnRequest). Only present values go
 * on, replacing any of the same name.
 */
export function loginUrlWithHandOff(loginURL: string, request: HandOffRequest): string {
  const url = new URL(loginURL);
  const values: Array<[string, string | null]> = [
    ['clientId', request.clientId],
    ['return', request.returnPath],
    ['seq', request.seq],
    ['state', request.state ?? null],
    ['interaction', request.interaction ?? null],
  ];
  for (const [name, value] of values) if (value) url.searchParams.set(name, value);
  return url.href;
}
