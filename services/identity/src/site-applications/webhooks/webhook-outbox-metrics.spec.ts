import { aSiteApplication, aWebhookDelivery } from '../../../test/factories/entity.factory';
import { parsePrometheusText } from '../../../test/support/prometheus-text';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { Metrics } from '../../platform/metrics/metrics';
import { WebhookOutboxMetrics } from './webhook-outbox-metrics';

const NOW = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe(WebhookOutboxMetrics.name, () => {
  let unit: UnitModule;
  let sut: WebhookOutboxMetrics;
  let siteApplicationId: number;

  beforeEach(async () => {
    unit = await unitModule({ providers: [WebhookOutboxMetrics], database: 'memory', now: NOW, config: { METRICS_TOKEN: 'a-metrics-token-of-24-chars' } });
    sut = unit.get(WebhookOutboxMetrics);
    siteApplicationId = (await unit.insert(aSiteApplication())).id;
  });

  afterEach(async () => {
    await unit.close();
  });

  it('counts the waiting deliveries and the age of the oldest; delivered and given-up ones do not wait', async () => {
    await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: minutesAgo(90), deliveredAt: minutesAgo(80) }));
    await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: minutesAgo(60), givenUpAt: minutesAgo(1) }));
    await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: minutesAgo(5), attempts: 3 }));
    await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: minutesAgo(1) }));

    expect(await sut.read()).toEqual({ pending: 2, oldestAgeSeconds: 300 });
  });

  it('says 0 and 0 for an empty outbox', async () => {
    expect(await sut.read()).toEqual({ pending: 0, oldestAgeSeconds: 0 });
  });

  it('sets its gauges when Prometheus scrapes', async () => {
    sut.onModuleInit();
    await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: minutesAgo(2) }));

    const samples = parsePrometheusText((await unit.get(Metrics).expose()).body);

    expect(samples.filter((sample) => sample.name.startsWith('weather_identity_webhook_outbox_'))).toEqual([
      { name: 'weather_identity_webhook_outbox_pending', labels: {}, value: 1 },
      { name: 'weather_identity_webhook_outbox_oldest_pending_age_seconds', labels: {}, value: 120 },
    ]);
  });
});
