import { tracing } from '@opentelemetry/sdk-node';
import { RedactingSpanProcessor } from './redacting-span-processor';

describe(RedactingSpanProcessor.name, () => {
  it('redacts link tokens and secret query values in every URL attribute, and leaves the rest as it is', async () => {
    const exporter = new tracing.InMemorySpanExporter();
    const provider = new tracing.BasicTracerProvider({ spanProcessors: [new RedactingSpanProcessor(), new tracing.SimpleSpanProcessor(exporter)] });
    const span = provider.getTracer('spec').startSpan('PATCH', {
      attributes: {
        'url.path': '/v1/users/s3cret-link-token',
        'http.target': '/v1/users/me?token=s3cret-handoff&seq=2',
        'url.query': 'code=s3cret-code&state=s3cret-state&lang=it',
        'url.full': 'https://id.example.com/v1/users/s3cret-link-token?token=s3cret-handoff',
        'http.route': '/v1/users/:token',
      },
    });
    // Attributes written after the start (as instrumentations do at the end) are redacted too.
    span.setAttribute('http.url', 'http://hooks.example.com/cb?code=s3cret-late');
    span.end();
    await provider.forceFlush();

    const [finished] = exporter.getFinishedSpans();
    expect(finished?.attributes).toEqual({
      'url.path': '/v1/users/[redacted]',
      'http.target': '/v1/users/me?token=[redacted]&seq=2',
      'url.query': 'code=[redacted]&state=[redacted]&lang=it',
      'url.full': 'https://id.example.com/v1/users/[redacted]?token=[redacted]',
      'http.route': '/v1/users/:token',
      'http.url': 'http://hooks.example.com/cb?code=[redacted]',
    });
  });
});
