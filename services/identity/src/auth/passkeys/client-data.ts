/**
 * The challenge a browser signed, read from the response's clientDataJSON before verification, so
 * the challenge row can be redeemed (deleted) first. Null when clientDataJSON is no JSON with a
 * string challenge; @simplewebauthn/server checks everything else in it.
 */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof clientData !== 'object' || clientData === null) return null;
    const { challenge } = clientData as { challenge?: unknown };
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}
