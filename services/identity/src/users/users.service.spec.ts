import type { DataSource } from 'typeorm';
import { createMemoryDatabase, insertUser } from '../../test/support/memory-database';
import { AuditLog } from '../platform/audit/audit-log.entity';
import { AuditService } from '../platform/audit/audit.service';
import { FixedClock } from '../../test/support/fixed-clock';
import { ApiException } from '../platform/errors/api-exception';
import { Timezone } from './timezones/timezone.entity';
import { SiteApplication } from '../site-applications/catalogue/site-application.entity';
import { TimezonesService } from './timezones/timezones.service';
import { WebhookDelivery } from '../site-applications/webhooks/webhook-delivery.entity';
import { WebhookPublisher } from '../site-applications/webhooks/webhook-publisher.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(UsersService.name, () => {
  let database: DataSource;
  let sut: UsersService;
  let user: User;
  let rome: Timezone;

  beforeEach(async () => {
    database = await createMemoryDatabase();
    sut = new UsersService(
      database.getRepository(User),
      new TimezonesService(database.getRepository(Timezone)),
      new AuditService(database.getRepository(AuditLog)),
      new WebhookPublisher(database, new FixedClock(new Date('2030-01-01T00:00:00Z'))),
    );
    rome = await database.getRepository(Timezone).save({ name: 'Europe/Rome' });
    user = await insertUser(database, { email: 'ada@example.com', jobTitle: 'Analyst' });
  });

  afterEach(async () => {
    await database.destroy();
  });

  it('stores trimmed names and the chosen time zone', async () => {
    const result = await sut.updateProfile(user, { first_name: ' Grace ', last_name: 'Hopper ', timezone_id: rome.id }, CONTEXT);

    expect(result).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', job_title: 'Analyst', timezone: 'Europe/Rome' });
  });

  it('clears optional fields given as null', async () => {
    const result = await sut.updateProfile(user, { first_name: 'Ada', last_name: 'Lovelace', job_title: null, mobile_number: null }, CONTEXT);

    expect(result).toMatchObject({ job_title: '', mobile_number: '' });
  });

  it('refuses a time zone id that names no row, with the field error', async () => {
    const error = await sut.updateProfile(user, { first_name: 'Ada', last_name: 'Lovelace', timezone_id: rome.id + 1 }, CONTEXT).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException).errors).toEqual([{ field: 'timezone_id', code: 'TIMEZONE_INVALID', message: 'Choose a time zone from the list' }]);
    expect((await database.getRepository(User).findOneByOrFail({ id: user.id })).timezoneId).toBeNull();
  });

  it('queues user.updated with the saved profile for each application that has a webhook secret', async () => {
    await database.getRepository(SiteApplication).save([
      { clientId: 'with-secret', name: 'A', description: '', imageUrl: 'http://a/x', baseUrl: 'http://a', callbackUrl: 'http://a/cb', webhookUrl: 'http://a/wh', orderingNumber: 1, webhookSecret: 's'.repeat(43) },
      { clientId: 'without-secret', name: 'B', description: '', imageUrl: 'http://b/x', baseUrl: 'http://b', callbackUrl: 'http://b/cb', webhookUrl: 'http://b/wh', orderingNumber: 2 },
    ]);

    await sut.updateProfile(user, { first_name: 'Grace', last_name: 'Hopper', timezone_id: rome.id }, CONTEXT);

    const deliveries = await database.getRepository(WebhookDelivery).find({ relations: { siteApplication: true } });
    expect(deliveries.map((delivery) => [delivery.siteApplication.clientId, delivery.event])).toEqual([['with-secret', 'user.updated']]);
    expect(JSON.parse(deliveries[0].payload)).toEqual({
      type: 'user.updated',
      occurred_at: '2030-01-01T00:00:00.000Z',
      user: expect.objectContaining({ uuid: user.uuid, first_name: 'Grace', last_name: 'Hopper', timezone: 'Europe/Rome' }),
    });
  });
});
