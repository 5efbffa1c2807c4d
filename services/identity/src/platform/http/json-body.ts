import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiException } from '../errors/api-exception';
import type { ErrorCode } from '../errors/error-code';
import { sendError } from './send-error';
import { isStateChanging, readsItsOwnBody, type RequestLine } from './state-changing';

/** Bodies are small JSON documents (1 MiB at most); the avatar upload fits in them. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * No body of the API nests deeper than a few levels; past this, validation and transformation
 * (recursive) would exhaust the stack on a crafted body (10,000 levels answered 500).
 */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a parsed JSON value (an object or array of scalars is 1), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Only JSON bodies are accepted, in UTF-8 and not compressed: anything else is 415, so nothing
 * else reaches a DTO, and a cross-site form post cannot even be parsed. The SAML assertion
 * consumer's form (its parser is @fastify/formbody) and the OpenID Connect provider's forms (it parses
 * them itself) are the exceptions.
 */
export function bodyRefusal(request: RequestLine & { headers: IncomingHttpHeaders }): ErrorCode | null {
  if (!isStateChanging(request) || !hasBody(request.headers) || readsItsOwnBody(request)) return null;
  const [mediaType = '', ...parameters] = (request.headers['content-type'] ?? '').split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return 'UNSUPPORTED_MEDIA_TYPE';
  const charset = parameters.map((parameter) => parameter.trim().toLowerCase()).find((parameter) => parameter.startsWith('charset='));
  if (charset !== undefined && charset.slice('charset='.length).replace(/"/g, '') !== 'utf-8') return 'UNSUPPORTED_MEDIA_TYPE';
  const encoding = request.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return 'UNSUPPORTED_MEDIA_TYPE';
  return null;
}

/** The body check as an onRequest hook: a refused body is answered before it is read. */
export const requireJsonBody: onRequestHookHandler = (request, reply, done) => {
  const refusal = bodyRefusal(request);
  if (refusal) sendError(reply, refusal);
  else done();
};

/**
 * A JSON body as the API reads it: empty is no body; otherwise one JSON object. Not JSON, or a bare
 * value, is 400 MALFORMED_JSON; an array names no fields to validate, 400 BAD_REQUEST; so is a body
 * nested deeper than MAX_JSON_DEPTH.
 */
export function parseJsonBody(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiException('MALFORMED_JSON');
  }
  if (Array.isArray(value)) throw new ApiException('BAD_REQUEST');
  if (value === null || typeof value !== 'object') throw new ApiException('MALFORMED_JSON');
  if (jsonDepth(value) > MAX_JSON_DEPTH) throw new ApiException('BAD_REQUEST');
  return value as Record<string, unknown>;
}

/** Replaces Fastify's JSON parser (which refuses an empty body and keeps bare values) with ours. */
export function registerJsonBodyParser(instance: FastifyInstance, bodyLimit = DEFAULT_BODY_LIMIT): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
