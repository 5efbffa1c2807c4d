import { makeAutoObservable } from 'mobx';
import { interactionFrom } from '../oidc/interaction';

/**
 * The query values /login honours (SPEC §2: clientId, return, seq, email), kept for the hand-off
 * to an application and the prefilled email. The session store keeps exactly the spec's session
 * state, so these live beside it.
 */
export class SignInRequestStore {
  clientId: string | null = null;
  returnPath: string | null = null;
  seq: string | null = null;
  /** The application's state (ADR 0234), carried like clientId, return and seq. */
  state: string | null = null;
  email: string | null = null;
  /** The OpenID Connect interaction the sign-in finishes (issue 28), carried through SAML like state. */
  interaction: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Reads the values from a /login query; absent or blank ones are forgotten. */
  readQuery(search: URLSearchParams): void {
    this.clientId = nonBlank(search.get('clientId'));
    this.returnPath = nonBlank(search.get('return'));
    this.seq = nonBlank(search.get('seq'));
    this.state = nonBlank(search.get('state'));
    this.email = nonBlank(search.get('email'));
    this.interaction = interactionFrom(search);
  }
}

function nonBlank(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}
