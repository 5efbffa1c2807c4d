import { type Attributes, type Context, type Link, SpanKind } from '@opentelemetry/api';
import { ParentBasedSampler, type Sampler, SamplingDecision, type SamplingResult } from '@opentelemetry/sdk-trace-base';

/**
 * A trace starts only at a request the service receives (a SERVER span). Work outside a request
 * (the webhook worker's polls and deliveries, timers, the session cache's Redis calls) would
 * otherwise start a one-span trace per query, several a second on an idle service.
 */
class RequestRootSampler implements Sampler {
  shouldSample(_context: Context, _traceId: string, _name: string, kind: SpanKind, _attributes: Attributes, _links: Link[]): SamplingResult {
    return { decision: kind === SpanKind.SERVER ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD };
  }

  toString(): string {
    return 'RequestRootSampler';
  }
}

/** Follows the caller's sampled flag (W3C traceparent); without a caller's trace, records requests only. */
export function requestRootsSampler(): Sampler {
  return new ParentBasedSampler({ root: new RequestRootSampler() });
}
