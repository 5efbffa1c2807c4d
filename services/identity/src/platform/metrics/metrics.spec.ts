import { Logger } from '@nestjs/common';
import { configFactory } from '../../../test/factories/config.factory';
import { parsePrometheusText } from '../../../test/support/prometheus-text';
import { Metrics } from './metrics';

const ON = { METRICS_TOKEN: 'a-metrics-token-of-24-chars' };

describe(Metrics.name, () => {
  it('is off without METRICS_PORT and METRICS_TOKEN: every instrument takes its call, gauges are no-ops, nothing is exposed', async () => {
    const sut = new Metrics(configFactory());

    sut.instruments.signIns.inc({ method: 'password', result: 'succeeded' });
    sut.instruments.httpRequestDuration.series('/v1/users/me', 'GET', '200').observe(0.001);
    sut.gauge({ name: 'things', help: 'Things', labelNames: [] }).set({}, 3);

    expect(sut.enabled).toBe(false);
    await expect(sut.expose()).rejects.toThrow('Metrics are off');
  });

  it.each([{ METRICS_TOKEN: 'a-metrics-token-of-24-chars' }, { METRICS_PORT: '9464' }])('is on with %j', (environment) => {
    expect(new Metrics(configFactory(environment)).enabled).toBe(true);
  });

  it('writes its own metrics with the weather_identity_ prefix, the known series from 0', async () => {
    const sut = new Metrics(configFactory(ON));
    sut.instruments.signIns.inc({ method: 'saml', result: 'succeeded' });
    sut.instruments.signIns.inc({ method: 'saml', result: 'succeeded' });

    const { contentType, body } = await sut.expose();
    const samples = parsePrometheusText(body);

    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    const signIns = samples.filter((sample) => sample.name === 'weather_identity_sign_ins_total');
    expect(signIns.find((sample) => sample.labels.method === 'saml' && sample.labels.result === 'succeeded')?.value).toBe(2);
    expect(signIns.find((sample) => sample.labels.method === 'password' && sample.labels.result === 'throttled')?.value).toBe(0);
    expect(samples.every((sample) => sample.name.startsWith('weather_identity_'))).toBe(true);
  });

  it('keeps one registry per instance, so two apps in one process count apart', async () => {
    const first = new Metrics(configFactory(ON));
    const second = new Metrics(configFactory(ON));
    first.instruments.handoffTokensIssued.inc({});

    const value = async (metrics: Metrics) =>
      parsePrometheusText((await metrics.expose()).body).find((sample) => sample.name === 'weather_identity_handoff_tokens_issued_total')?.value;
    expect([await value(first), await value(second)]).toEqual([1, 0]);
  });

  it('runs the scrape-time collectors before writing; a failing one leaves its gauge as it was and the scrape answers', async () => {
    const sut = new Metrics(configFactory(ON));
    const depth = sut.gauge({ name: 'queue_depth', help: 'Depth', labelNames: [] });
    const age = sut.gauge({ name: 'queue_age_seconds', help: 'Age', labelNames: ['queue'] });
    let reads = 0;
    sut.onScrape(async () => {
      reads += 1;
      if (reads > 1) throw new Error('database down');
      depth.set({}, 7);
    });
    sut.onScrape(() => age.set({ queue: 'mail' }, reads * 10));
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    const read = async () => parsePrometheusText((await sut.expose()).body);
    const first = await read();
    const second = await read();

    expect(first.find((sample) => sample.name === 'weather_identity_queue_depth')?.value).toBe(7);
    expect(second.find((sample) => sample.name === 'weather_identity_queue_depth')?.value).toBe(7);
    expect(second.find((sample) => sample.name === 'weather_identity_queue_age_seconds')).toEqual({ name: 'weather_identity_queue_age_seconds', labels: { queue: 'mail' }, value: 20 });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('database down'));
    warned.mockRestore();
  });

  it('adds the process and Node.js metrics once the module starts', async () => {
    const sut = new Metrics(configFactory(ON));
    const names = async () => new Set(parsePrometheusText((await sut.expose()).body).map((sample) => sample.name));
    expect((await names()).has('nodejs_eventloop_lag_seconds')).toBe(false);

    sut.onModuleInit();

    const started = await names();
    expect(started.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(started.has('process_cpu_seconds_total')).toBe(true);
  });
});
