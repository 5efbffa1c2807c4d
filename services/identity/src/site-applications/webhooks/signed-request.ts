import { randomUUID } from 'node:crypto';
import { type ClientRequest, Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
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
  /**
   * The address the host name was checked at (OutboundAddressPolicy): the connection goes there
   * and the name is not resolved again, so it cannot be rebound in between. Absent: resolved as usual.
   */
  pinnedAddress?: { address: string; family: number };
}

/** Answers larger than this are cut, and the rest is not read: an authorization answer is a few bytes. */
export const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Kept-alive connections: a launcher opening asks several applications at once, and each of them
 * again at the next opening. node:http rather than fetch: a third of fetch's CPU per request
 * (docs/adr/0416), and the answer can be cut without reading it all.
 */
const agents = {
  'http:': { request: httpRequest, agent: new HttpAgent({ keepAlive: true }) },
  'https:': { request: httpsRequest, agent: new HttpsAgent({ keepAlive: true }) },
} as const;

/**
 * POSTs a signed JSON body to an application. Redirects are not followed (an answer is the
 * application's, never another host's), the timeout covers the whole exchange, and nothing throws:
 * every failure is an outcome. A request on a kept-alive connection that the application closes
 * before answering is sent once more on a new one (see isStaleConnection).
 */
export function sendSignedRequest(request: SignedRequest): Promise<SignedRequestOutcome> {
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  const transport = url && (url.protocol === 'http:' || url.protocol === 'https:') ? agents[url.protocol] : null;
  if (!url || !transport) return Promise.resolve({ kind: 'unreachable', reason: 'not an http(s) URL' });
  const body = Buffer.from(request.body, 'utf8');
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    // The answer is read as sent: no decompression of a body that is cut at MAX_ANSWER_BYTES anyway.
    'Accept-Encoding': 'identity',
    'User-Agent': 'weather-identity',
    [EVENT_HEADER]: request.event,
    [DELIVERY_HEADER]: request.deliveryId ?? randomUUID(),
    [SIGNATURE_HEADER]: signatureHeader(request.secret, request.body, Math.floor(request.now.getTime() / 1000)),
  };
  const pinned = request.pinnedAddress;
  const lookup: LookupFunction | undefined = pinned
    ? (_hostname, options, callback) => (options.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family))
    : undefined;
  return new Promise((resolve) => {
    let outgoing: ClientRequest | undefined;
    let settled = false;
    /** complete: the answer was read to its end, so its connection can serve the next request. */
    const settle = (outcome: SignedRequestOutcome, complete = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Anything still open (a hung application, the unread rest of a long answer) is dropped.
      if (!complete) outgoing?.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), request.timeoutMs);
    const send = (mayResend: boolean): void => {
      let answered = false;
      let sent: ClientRequest;
      try {
        sent = transport.request(url, { method: 'POST', agent: transport.agent, headers, ...(lookup ? { lookup } : {}) }, (response) => {
          answered = true;
          readAnswer(response, settle);
        });
      } catch (error) {
        // Node refuses some requests before sending them, e.g. a header value it cannot send.
        settle({ kind: 'unreachable', reason: describeNetworkError(error) });
        return;
      }
      outgoing = sent;
      sent.on('error', (error) => {
        if (mayResend && !settled && !answered && isStaleConnection(sent, error)) send(false);
        else settle({ kind: 'unreachable', reason: describeNetworkError(error) });
      });
      sent.end(body);
    };
    send(true);
  });
}

/**
 * An application closes an idle kept-alive connection when its own timeout ends (5 s for Node,
 * 75 s for nginx); a request written to it at that moment fails with ECONNRESET or EPIPE though the
 * application is up, and the launcher would show it as down. Node documents the race and the
 * remedy (request.reusedSocket): send it again on a new connection. A request on a new connection
 * is never sent twice; an application that did read it sees the same delivery id again.
 */
function isStaleConnection(sent: ClientRequest, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return sent.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

/** Collects up to MAX_ANSWER_BYTES of the answer, then settles without waiting for the rest. */
function readAnswer(response: IncomingMessage, settle: (outcome: SignedRequestOutcome, complete?: boolean) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const answered = (complete: boolean) =>
    settle({ kind: 'answered', status: response.statusCode ?? 0, body: Buffer.concat(chunks, size).subarray(0, MAX_ANSWER_BYTES).toString('utf8') }, complete);
  response.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= MAX_ANSWER_BYTES) answered(false);
  });
  response.on('end', () => answered(true));
  response.on('error', (error) => settle({ kind: 'unreachable', reason: describeNetworkError(error) }));
}

/** A short reason for operators: the system error code (ECONNREFUSED, ENOTFOUND...) when there is one. */
function describeNetworkError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}
