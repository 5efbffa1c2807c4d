/**
 * Port: whether a user's enterprise requires a second factor at sign-in (issue 29). The second-step gate
 * asks it; enterprises/ provides it (a user's enterprise is above auth/ in the layers), wired in app.module.
 */
export abstract class SecondFactorPolicy {
  /** True when the user belongs to an enterprise whose policy requires a second factor. */
  abstract requiredFor(userId: number): Promise<boolean>;
}
