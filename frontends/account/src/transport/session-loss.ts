import type { ErrorCode } from '@weather/api-client';

/**
 * 401 answers of the Security tab's calls that judge something the person typed (a password or a
 * mailed code to re-authenticate, an authenticator app's first code, a passkey): the session stands.
 */
const WRONG_PROOF_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['REAUTHENTICATION_FAILED', 'SECOND_FACTOR_INVALID', 'PASSKEY_INVALID']);

/**
 * The API client's 401 hook for the account remote (SPEC §4: a 401 signs the person out), except for
 * a wrong proof under /v1/users/me, which the tab shows instead. Reads a copy of the body: the call
 * itself still gets it.
 */
export function signOutOnLostSession(signOut: () => void): (response: Response) => void {
  return (response) => {
    void response
      .clone()
      .json()
      .catch(() => null)
      .then((body: unknown) => {
        const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
        if (!WRONG_PROOF_CODES.has(code as ErrorCode)) signOut();
      });
  };
}
