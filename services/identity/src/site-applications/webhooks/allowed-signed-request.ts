import type { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { sendSignedRequest, type SignedRequest, type SignedRequestOutcome } from './signed-request';

/**
 * A signed request to an application, sent only to an address the policy allows at this moment and
 * to the very address it checked (docs/adr/0238); a refused one fails like an unreachable
 * application, with the reason for its operators.
 */
export async function sendAllowedSignedRequest(policy: OutboundAddressPolicy, request: Omit<SignedRequest, 'pinnedAddress'>): Promise<SignedRequestOutcome> {
  const url = URL.canParse(request.url) ? new URL(request.url) : null;
  if (!url) return { kind: 'unreachable', reason: 'not an http(s) URL' };
  const target = await policy.target(url);
  if (target.kind === 'refused') return { kind: 'unreachable', reason: target.reason };
  return sendSignedRequest(target.kind === 'pinned' ? { ...request, pinnedAddress: { address: target.address, family: target.family } } : request);
}
