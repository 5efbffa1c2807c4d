import type { SignInMethod } from '../auth/sessions/sign-in-method';

/**
 * The ID token's `amr` (Authentication Methods References) of a portal session's sign-in method.
 * RFC 8176's registry names `pwd` (a password) and `otp` (a one-time code: our emailed code); it has
 * no value for a federated sign-in, so SAML answers `saml` and a social provider `social` with the
 * provider's name, values an application can tell apart (RFC 8176 §2 allows unregistered values). An
 * impersonation has none: the user did not authenticate, and the ID token's `act` names who acts. A
 * session older than the column has no recorded method, and no `amr`.
 */
export function oidcAmrOf(method: SignInMethod | null): string[] | undefined {
  if (method === null || method === 'impersonation') return undefined;
  if (method === 'password') return ['pwd'];
  if (method === 'code') return ['otp'];
  if (method === 'saml') return ['saml'];
  return ['social', method.slice('social:'.length)];
}
