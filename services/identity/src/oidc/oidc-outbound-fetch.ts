import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundAddressPolicy, OutboundTarget } from '../platform/outbound/outbound-address-policy';

/**
 * oidc-provider's `fetch`, under the service's outbound address policy (docs/adr/0238): an
 * allow-listed host as it is, another host only to the address that was checked (so the name cannot
 * be rebound between check and call), a refused one never. The provider's signal (2.5 s) covers the
 * name look-up too. Redirects are not followed; the answer's body is not read beyond its status.
 */
export function oidcOutboundFetch(policy: OutboundAddressPolicy): (input: string | URL | Request, options?: RequestInit) => Promise<Response> {
  return async (input, options = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not an http(s) URL');
    const signal = options.signal ?? AbortSignal.timeout(2_500);
    const target = await Promise.race([policy.target(url), timedOut(signal)]);
    if (target.kind === 'refused') throw new Error(`outbound address refused: ${target.reason}`);
    const lookup: LookupFunction | undefined =
      target.kind === 'pinned'
        ? (_host, lookupOptions, callback) => {
            if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
            else callback(null, target.address, target.family);
          }
        : undefined;
    const body = options.body == null ? null : Buffer.from(await new Response(options.body).arrayBuffer());
    const headers = Object.fromEntries(new Headers(options.headers).entries());
    return new Promise<Response>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, { method: options.method ?? 'GET', headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) }, lookup, signal }, (response) => {
        // Only the status matters to the provider; the body is drained, not kept.
        response.resume();
        resolve(new Response(null, { status: response.statusCode ?? 502 }));
      });
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  };
}

/** A refusal once the signal fires: the look-up goes on, unheard. */
function timedOut(signal: AbortSignal): Promise<OutboundTarget> {
  const refused: OutboundTarget = { kind: 'refused', reason: 'timed out' };
  if (signal.aborted) return Promise.resolve(refused);
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(refused), { once: true }));
}
