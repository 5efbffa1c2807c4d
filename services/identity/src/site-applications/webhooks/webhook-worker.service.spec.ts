import { SchedulerRegistry } from '@nestjs/schedule';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { aSiteApplication, aWebhookDelivery } from '../../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/support/webhook-receiver';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { WebhookDelivery } from './webhook-delivery.entity';
import { LEASE_TIMEOUTS, WebhookWorker } from './webhook-worker.service';


describe(WebhookWorker.name, () => {
  let unit: UnitModule;
  let receiver: WebhookReceiver;
  let sut: WebhookWorker;
  let deliveries: Repository<WebhookDelivery>;
  let siteApplicationId: number;

  async function arrange(deliveryTimeout: string): Promise<void> {
    receiver = await startWebhookReceiver();
    unit = await unitModule({
      providers: [WebhookWorker, SchedulerRegistry, { provide: OutboundAddressPolicy, useValue: new OutboundAddressPolicy(['127.0.0.1']) }],
      database: 'memory',
      config: { WEBHOOK_DELIVERY_TIMEOUT: deliveryTimeout },
    });
    sut = unit.get(WebhookWorker);
    deliveries = unit.get(getRepositoryToken(WebhookDelivery));
    const secret = unit.get(KeysCipher).encrypt('the webhook secret', SEALED.webhookSecret);
    siteApplicationId = (await unit.insert(aSiteApplication({ webhookUrl: receiver.url, webhookSecret: secret }))).id;
  }

  afterEach(async () => {
    await unit.close();
    await receiver.close();
  });

  const aDueDelivery = (fields: Partial<WebhookDelivery> = {}) => unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: unit.clock.now(), nextAttemptAt: unit.clock.now(), ...fields }));

  it('sends again a delivery leased by a worker that died, once a lease of twice the delivery timeout has passed', async () => {
    await arrange('10s');
    const leaseMs = LEASE_TIMEOUTS * 10_000;
    const delivery = await aDueDelivery({ leaseOwner: 'a worker killed by kill -9', leaseUntil: new Date(unit.clock.now().getTime() + leaseMs) });

    unit.clock.advance(leaseMs - 1000);
    expect(await sut.runOnce()).toEqual({ delivered: 0, failed: 0 });
    unit.clock.advance(1000);
    expect(await sut.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received.map((request) => request.headers['x-weather-delivery'])).toEqual([delivery.deliveryId]);
  });

  it('leases each delivery for twice the delivery timeout from its own claim, not from the start of the pass', async () => {
    await arrange('1s');
    receiver.answer = 'never';
    const first = await aDueDelivery();
    const second = await aDueDelivery();
    const pass = sut.runOnce();
    await receiver.take();
    expect(await deliveries.findOneByOrFail({ id: first.id })).toMatchObject({ leaseUntil: new Date(unit.clock.now().getTime() + 2_000) });
    // The first attempt hangs until its timeout; the clock moves on before the second is claimed.
    unit.clock.advance(7_000);
    await receiver.take();

    expect(await deliveries.findOneByOrFail({ id: second.id })).toMatchObject({ leaseUntil: new Date(unit.clock.now().getTime() + 2_000) });
    await pass;
  });

  it('at stop lets the delivery in flight end, sends no other, and gives back the leases it holds', async () => {
    await arrange('1s');
    receiver.answer = 'never';
    const inFlight = await aDueDelivery();
    const next = await aDueDelivery();
    const pass = sut.runOnce();
    await receiver.take();
    // A lease of this worker that no attempt uses any more (as after a failed final write).
    await deliveries.update({ id: next.id }, { leaseOwner: (await deliveries.findOneByOrFail({ id: inFlight.id })).leaseOwner, leaseUntil: new Date(unit.clock.now().getTime() + 60_000) });

    const stopped = sut.stop();
    receiver.answer = { status: 200 };
    await Promise.all([stopped, pass]);

    expect(receiver.received).toHaveLength(1);
    expect(await deliveries.findOneByOrFail({ id: next.id })).toMatchObject({ leaseOwner: null, leaseUntil: null, deliveredAt: null, attempts: 0 });
    expect(await deliveries.findOneByOrFail({ id: inFlight.id })).toMatchObject({ attempts: 1, lastError: 'timeout', leaseOwner: null });
    expect(await sut.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });
});
