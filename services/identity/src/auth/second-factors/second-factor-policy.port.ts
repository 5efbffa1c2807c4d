/** What the policy needs of a user: their address (its domain) and their enterprise. */
export interface SecondFactorPolicySubject {
  readonly email: string;
  readonly enterpriseId: number | null;
}

/**
 * Port: whether a user's enterprise requires a second factor at sign-in (issue 29). The second-step gate
 * asks it; enterprises/ provides it (a user's enterprise is above auth/ in the layers), wired in app.module.
 */
export abstract class SecondFactorPolicy {
  /**
   * True when the user belongs to an enterprise whose policy requires a second factor. A caller that
   * holds the user passes it (a sign-in has just read it: no second read); otherwise its id.
   */
  abstract requiredFor(user: number | SecondFactorPolicySubject): Promise<boolean>;
}
