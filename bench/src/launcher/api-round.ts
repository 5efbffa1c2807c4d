// The launcher's three checks at the API, as the portal sends them: all at once, with the person's
// session cookie. The round ends when the answering applications' checks have answered; the hanging
// one's check is left running (the service's timeout ends it) and is collected by the caller.
import { performance } from 'node:perf_hooks';
import type { ApiSession } from '@weather/e2e/servers';

export interface CheckAnswer {
  clientId: string;
  status: number;
  /** The application's answer as the service reports it: 200 allowed, 504 timed out, ... */
  code: number;
  ms: number;
}

export interface ApiRound {
  /** From sending the three to the last answering application's answer, ms. */
  answeringSettledMs: number;
  /** The hanging application's check, still open when the round ends. */
  hanging: Promise<CheckAnswer[]>;
}

export interface ApiChecks {
  /** The signed-in person's session (cookie, Origin), as the portal sends it. */
  session: ApiSession;
  answering: string[];
  hanging: string[];
}

async function check(checks: ApiChecks, clientId: string, start: number): Promise<CheckAnswer> {
  const response = await checks.session.request('GET', `/v1/users/me/authorization/${encodeURIComponent(clientId)}`);
  const body = (await response.json()) as { code?: number };
  return { clientId, status: response.status, code: body.code ?? -1, ms: performance.now() - start };
}

export async function apiRound(checks: ApiChecks): Promise<ApiRound> {
  const start = performance.now();
  const answering = checks.answering.map((clientId) => check(checks, clientId, start));
  const hanging = Promise.all(checks.hanging.map((clientId) => check(checks, clientId, start)));
  // Collected later; until then a failure must not count as unhandled.
  hanging.catch(() => undefined);
  const answers = await Promise.all(answering);
  const wrong = answers.filter((answer) => answer.status !== 200 || answer.code !== 200);
  if (wrong.length > 0) throw new Error(`an answering application's check did not allow: ${JSON.stringify(wrong)}`);
  return { answeringSettledMs: Math.max(...answers.map((answer) => answer.ms)), hanging };
}
