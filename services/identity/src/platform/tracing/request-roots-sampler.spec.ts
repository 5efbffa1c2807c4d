import { context, ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { requestRootsSampler } from './request-roots-sampler';

describe(requestRootsSampler.name, () => {
  const sut = requestRootsSampler();
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const under = (flags: TraceFlags) => trace.setSpanContext(context.active(), { traceId, spanId: '00f067aa0ba902b7', traceFlags: flags, isRemote: true });

  it('starts a trace at a received request only, not at a query or call outside one', () => {
    expect(sut.shouldSample(ROOT_CONTEXT, traceId, 'POST', SpanKind.SERVER, {}, []).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(sut.shouldSample(ROOT_CONTEXT, traceId, 'SELECT webhook_deliveries', SpanKind.CLIENT, {}, []).decision).toBe(SamplingDecision.NOT_RECORD);
    expect(sut.shouldSample(ROOT_CONTEXT, traceId, 'POST', SpanKind.CLIENT, {}, []).decision).toBe(SamplingDecision.NOT_RECORD);
  });

  it("follows the caller's sampled flag", () => {
    expect(sut.shouldSample(under(TraceFlags.SAMPLED), traceId, 'SELECT users', SpanKind.CLIENT, {}, []).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(sut.shouldSample(under(TraceFlags.NONE), traceId, 'POST', SpanKind.SERVER, {}, []).decision).toBe(SamplingDecision.NOT_RECORD);
  });
});
