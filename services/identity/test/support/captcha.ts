import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestAgent } from './test-app';

/** Low work for tests: the solver needs at most this many tries. */
export const TEST_ALTCHA = { ALTCHA_MAX_NUMBER: '4000' } as const;

/** Fetches a real challenge and solves it as the widget does; the answer is what the page would send. */
export async function solvedCaptcha(agent: TestAgent): Promise<string> {
  const response = await agent.get('/v1/captcha/challenge').expect(200);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
