/** A passport strategy: what passport calls on it. */
export interface PassportStrategyLike {
  authenticate(request: never, options: never): void;
}

/** How one passport strategy run ended (passport's five actions, as a value). */
export type StrategyOutcome =
  | { kind: 'success'; user: unknown; info: unknown }
  | { kind: 'fail'; challenge: unknown; status: number | undefined }
  | { kind: 'redirect'; url: string; status: number }
  | { kind: 'pass' };

/** Passport's actions, which its authenticate middleware would otherwise bind to an Express response. */
interface StrategyActions {
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  redirect(url: string, status?: number): void;
  pass(): void;
  error(error: unknown): void;
}

/**
 * Runs a passport strategy once and answers with how it ended, without passport's middleware and
 * without any response object (docs/adr/0602-passport-saml.md, docs/adr/0601-passport-local-sign-in.md). The server is Fastify: passport's
 * authenticate() would write a redirect on an Express-like response itself, behind Nest's back.
 * Here the strategy gets a request of our making, with no `res`, and its actions are hooks on a
 * per-run copy of it (as passport's own middleware does): success, fail, redirect and pass resolve,
 * error rejects, and the caller decides the answer. Exactly one action settles the promise.
 */
export function runStrategy(strategy: PassportStrategyLike, request: object, options: object = {}): Promise<StrategyOutcome> {
  return new Promise<StrategyOutcome>((resolve, reject) => {
    const actions: StrategyActions = {
      success: (user, info) => resolve({ kind: 'success', user, info }),
      fail: (challenge, status) => resolve({ kind: 'fail', challenge, status }),
      redirect: (url, status = 302) => resolve({ kind: 'redirect', url, status }),
      pass: () => resolve({ kind: 'pass' }),
      error: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    };
    const run = Object.assign(Object.create(strategy) as { authenticate(request: object, options: object): void }, actions);
    try {
      run.authenticate(request, options);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
