import type { TestAgent } from './test-app';

/** What the result page posts to its opener, and the origin it allows. */
export interface PostedResult {
  message: { type: string; ok: boolean; provider: string; code?: string };
  targetOrigin: string;
}

/** Reads the window message out of the pop-up's result page. */
export function postedResult(html: string): PostedResult {
  const match = /postMessage\((\{.*?\}), ("[^"]*")\)/.exec(html);
  if (!match) throw new Error(`no postMessage in the result page: ${html}`);
  return { message: JSON.parse(match[1]) as PostedResult['message'], targetOrigin: JSON.parse(match[2]) as string };
}

/**
 * Runs the pop-up like a browser: /auth/{provider} to the provider's consent (which the stand-in
 * grants or refuses at once), and its redirect back to the callback, with the agent's cookies.
 */
export async function socialSignIn(agent: TestAgent, provider: 'facebook' | 'linkedin', query = ''): Promise<{ html: string; result: PostedResult }> {
  const start = await agent.get(`/auth/${provider}${query}`).expect(302);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const page = await agent.get(`${back.pathname}${back.search}`).expect(200);
  return { html: page.text, result: postedResult(page.text) };
}
