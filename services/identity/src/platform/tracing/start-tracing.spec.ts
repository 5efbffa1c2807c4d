import type { TracingConfig } from '../config/namespaces/observability';
import { type SdkModule, startTracing } from './start-tracing';
import type { Tracing } from './tracing';

describe(startTracing.name, () => {
  it('loads nothing and returns null without an OTLP endpoint (free when off)', () => {
    const loadSdk = jest.fn<SdkModule, []>(() => {
      throw new Error('the SDK module must not be required when tracing is off');
    });

    expect(startTracing({ otlpEndpoint: null, serviceName: 'weather-identity' }, loadSdk)).toBeNull();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('loads the SDK module and starts it with the tracing settings when an endpoint is set', () => {
    const handle = { tracesUrl: 'http://collector:4318/v1/traces' } as Tracing;
    const startOpenTelemetry = jest.fn((_config: TracingConfig) => handle);
    const config: TracingConfig = { otlpEndpoint: new URL('http://collector:4318'), serviceName: 'identity-eu' };

    expect(startTracing(config, () => ({ startOpenTelemetry }) as unknown as SdkModule)).toBe(handle);
    expect(startOpenTelemetry).toHaveBeenCalledWith(config);
  });
});
