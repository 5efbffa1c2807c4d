import type { SignInMethod } from '../auth/sessions/sign-in-method';

/** The `amr` values a second step adds (RFC 8176): an app or recovery code is `otp`, a passkey `hwk`; both `mfa`. */
const SECOND_STEP_AMR: Record<string, string[]> = {
  totp: ['otp', 'mfa'],
  recovery_code: ['mfa'],
  passkey: ['hwk', 'mfa'],
};

/**
 * The ID token's `amr` (Authentication Methods References) of a portal session's sign-in method.
 * RFC 8176's registry names `pwd` (a password) and `otp` (a one-time code: our emailed code); it has
 * no value for a federated sign-in, so SAML answers `saml` and a social provider `social` with the
 * provider's name, values an application can tell apart (RFC 8176 §2 allows unregistered values). An
 * impersonation has none: the user did not authenticate, and the ID token's `act` names who acts. A
 * session older than the column has no recorded method, and no `amr`. A second step adds its own
 * values to the first step's (`password+totp`: pwd, otp, mfa); a passkey alone is a key the user
 * unlocked (`hwk`, `user`), two factors in one (`mfa`).
 */
export function oidcAmrOf(method: SignInMethod | null): string[] | undefined {
  if (method === null || method === 'impersonation') return undefined;
  if (method === 'passkey') return ['hwk', 'user', 'mfa'];
  const [first, factor] = method.split('+');
  const firstAmr = firstStepAmr(first);
  if (factor === undefined) return firstAmr;
  return [...new Set([...firstAmr, ...(SECOND_STEP_AMR[factor] ?? ['mfa'])])];
}

function firstStepAmr(method: string): string[] {
  if (method === 'password') return ['pwd'];
  if (method === 'code') return ['otp'];
  if (method === 'saml') return ['saml'];
  return ['social', method.slice('social:'.length)];
}
