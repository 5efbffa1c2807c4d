import type { OutboundAddressPolicy, OutboundTarget } from '../../platform/outbound/outbound-address-policy';
import { sendSignedRequest, type SignedRequest, type SignedRequestOutcome } from './signed-request';

/**
 * A signed request to an application, sent only to an address the policy allows at this moment and
 * to the very address it checked (docs/adr/0238); a refused one fails like an unreachable
 * application, with the reason for its operators. The request's timeout covers the name look-up too:
 * the system resolver can take tens of seconds on a silent DNS server, which would outlast a webhook
 * delivery's lease (docs/adr/0702) and hold up an authorization check.
 */
export async function sendAllowedSignedRequest(policy: OutboundAddressPolicy, request: Omit<SignedRequest, 'pinnedAddress'>): Promise<SignedRequestOutcome> {
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  if (!url) return { kind: 'unreachable', reason: 'not an http(s) URL' };
  const startedAt = Date.now();
  const target = await withinTime(policy.target(url), request.timeoutMs);
  if (target === null) return { kind: 'timeout' };
  if (target.kind === 'refused') return { kind: 'unreachable', reason: target.reason };
  const timeoutMs = Math.max(1, request.timeoutMs - (Date.now() - startedAt));
  return sendSignedRequest({ ...request, timeoutMs, ...(target.kind === 'pinned' ? { pinnedAddress: { address: target.address, family: target.family } } : {}) });
}

/** The target, or null when it is not known within `timeoutMs` (the look-up goes on, unheard). */
function withinTime(target: Promise<OutboundTarget>, timeoutMs: number): Promise<OutboundTarget | null> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  return Promise.race([target, expired]).finally(() => clearTimeout(timer));
}
