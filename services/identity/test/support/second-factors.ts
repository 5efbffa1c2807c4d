import type { Response } from 'supertest';
import { awayFromStepEdge, totpCode } from './rfc6238';
import { CSRF, type TestAgent, type TestApp } from './test-app';

/** The names of the cookies an answer sets (a cleared cookie is listed too, with an empty value). */
export function cookiesSet(response: Response): Map<string, string> {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return new Map((header ?? []).map((line) => {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    return [pair.slice(0, index), pair.slice(index + 1)] as const;
  }));
}

/** Confirms it is the user (their password) for the next minutes: the guarded Security calls open. */
export async function reauthenticate(agent: TestAgent, password: string): Promise<void> {
  await agent.post('/v1/users/me/reauthentication').set(CSRF).send({ password }).expect(204);
}

export interface EnrolledApp {
  id: number;
  secret: string;
  recoveryCodes: string[] | undefined;
}

/**
 * Adds an authenticator app from the Security tab of a signed-in agent, confirmed with an independently
 * computed code. It returns at least 8 seconds before the end of the current step.
 */
export async function enrolTotp(agent: TestAgent, password: string, name = 'Phone'): Promise<EnrolledApp> {
  await reauthenticate(agent, password);
  const added = await agent.post('/v1/users/me/second-factors/totp').set(CSRF).send({ name }).expect(201);
  const { id, secret } = added.body as { id: number; secret: string };
  await awayFromStepEdge(8);
  // The code of the step before (accepted: ±1 step): the current step's and the next one's stay usable for signing in.
  const confirmed = await agent.post(`/v1/users/me/second-factors/totp/${id}/confirm`).set(CSRF).send({ code: totpCode(secret, -30) }).expect(200);
  return { id, secret, recoveryCodes: (confirmed.body as { recovery_codes?: string[] }).recovery_codes };
}

/** A user with a confirmed app, signed out: the password sign-in now asks for the second step. */
export async function userWithApp(t: TestApp, password = 'a long enough password'): Promise<{ email: string; userId: number; app: EnrolledApp }> {
  const user = await t.createUser({ password });
  const app = await enrolTotp(await t.signIn(user.email, password), password);
  return { email: user.email, userId: user.id, app };
}

/** A right password of a user with a factor: an agent holding only the pending second step's cookie. */
export async function firstStep(t: TestApp, email: string, password = 'a long enough password'): Promise<{ agent: TestAgent; response: Response }> {
  const agent = t.agent();
  const response = await agent.post('/auth/login').set(CSRF).send({ email, password }).expect(200);
  return { agent, response };
}
