import { randomUUID } from 'node:crypto';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/** What came of a signed POST: the application's status and body, or why there was none. */
export type SignedRequestOutcome = { kind: 'answered'; status: number; body: string } | { kind: 'timeout' } | { kind: 'unreachable'; reason: string };

export interface SignedRequest {
  url: string;
  secret: string;
  event: string;
  /** The exact JSON text that is sent and signed. */
  body: string;
  /** X-Weather-Delivery; a new id when not given. */
  deliveryId?: string;
  now: Date;
  timeoutMs: number;
}

/** Answers larger than this are cut: an authorization answer is a few bytes. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * POSTs a signed JSON body to an application. Redirects are not followed (an answer is the
 * application's, never another host's), and nothing throws: every failure is an outcome.
 */
export async function sendSignedRequest(request: SignedRequest): Promise<SignedRequestOutcome> {
  const unixSeconds = Math.floor(request.now.getTime() / 1000);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'weather-identity',
        [EVENT_HEADER]: request.event,
        [DELIVERY_HEADER]: request.deliveryId ?? randomUUID(),
        [SIGNATURE_HEADER]: signatureHeader(request.secret, request.body, unixSeconds),
      },
      body: request.body,
    });
    const text = await response.text();
    return { kind: 'answered', status: response.status, body: text.slice(0, MAX_ANSWER_BYTES) };
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'timeout' };
    return { kind: 'unreachable', reason: describeNetworkError(error) };
  }
}

/** A short reason for operators: the system error code (ECONNREFUSED, ENOTFOUND...) when there is one. */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}
