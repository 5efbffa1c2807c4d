// The baseline: the slowest answering application's own latency, asked directly by the bench with
// the same signed question the identity service sends, over a kept-alive connection as the
// service's is.
import { performance } from 'node:perf_hooks';
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

const QUESTION = JSON.stringify({
  type: 'authorization.check',
  user: { id: 1, uuid: '00000000-0000-4000-8000-000000000001', email: 'launcher.bench@bench.example.com', first_name: null, last_name: null, role: 'USER' },
});

/** ms from sending the question to the application's complete answer. */
export async function directRound(webhookUrl: string, webhookSecret: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [EVENT_HEADER]: 'authorization.check', [SIGNATURE_HEADER]: signatureHeader(webhookSecret, QUESTION) },
    body: QUESTION,
  });
  await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`the application answered the bench's own question ${response.status}`);
  return ms;
}
