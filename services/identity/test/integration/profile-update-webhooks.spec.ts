import { aSiteApplication, aUser } from '../factories/entity.factory';
import { type UnitModule, unitModule } from '../support/unit-module';
import { AuditService } from '../../src/platform/audit/audit.service';
import { WebhookDelivery } from '../../src/site-applications/webhooks/webhook-delivery.entity';
import { WebhookPublisher } from '../../src/site-applications/webhooks/webhook-publisher.service';
import { Timezone } from '../../src/users/timezones/timezone.entity';
import { TimezonesService } from '../../src/users/timezones/timezones.service';
import { UserEvents } from '../../src/users/user-events';
import type { User } from '../../src/users/user.entity';
import { UsersService } from '../../src/users/users.service';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

// users/ announces a profile change through its UserEvents port; site-applications/ provides it with
// the webhook outbox. Together: the change queues one delivery per application that has a secret.
describe(`${UsersService.name} with the webhook outbox`, () => {
  let unit: UnitModule;
  let sut: UsersService;
  let user: User;
  let rome: Timezone;

  beforeEach(async () => {
    unit = await unitModule({ providers: [UsersService, TimezonesService, AuditService, WebhookPublisher, { provide: UserEvents, useExisting: WebhookPublisher }], database: 'memory' });
    sut = unit.get(UsersService);
    rome = await unit.database.getRepository(Timezone).save({ name: 'Europe/Rome' });
    user = await unit.insert(aUser({ email: 'ada@example.com', jobTitle: 'Analyst' }));
  });

  afterEach(async () => {
    await unit.close();
  });

  it('queues user.updated with the saved profile for each application that has a webhook secret', async () => {
    await unit.insert(aSiteApplication({ clientId: 'with-secret', webhookSecret: 's'.repeat(43) }));
    await unit.insert(aSiteApplication({ clientId: 'without-secret' }));

    await sut.updateProfile(user, { first_name: 'Grace', last_name: 'Hopper', timezone_id: rome.id }, CONTEXT);

    const deliveries = await unit.database.getRepository(WebhookDelivery).find({ relations: { siteApplication: true } });
    expect(deliveries.map((delivery) => [delivery.siteApplication.clientId, delivery.event])).toEqual([['with-secret', 'user.updated']]);
    expect(JSON.parse(deliveries[0].payload)).toEqual({
      type: 'user.updated',
      occurred_at: '2030-01-01T00:00:00.000Z',
      user: expect.objectContaining({ uuid: user.uuid, first_name: 'Grace', last_name: 'Hopper', timezone: 'Europe/Rome' }),
    });
  });
});
