import type { EntityManager } from 'typeorm';
import { aUser } from '../../test/factories/entity.factory';
import { fake, type UnitModule, unitModule } from '../../test/support/unit-module';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import { Timezone } from './timezones/timezone.entity';
import { TimezonesService } from './timezones/timezones.service';
import { type UserEvent, UserEvents } from './user-events';
import { User } from './user.entity';
import { UsersService } from './users.service';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(UsersService.name, () => {
  let unit: UnitModule;
  let sut: UsersService;
  let user: User;
  let rome: Timezone;
  let announced: { event: UserEvent; user: User; manager?: EntityManager }[];

  beforeEach(async () => {
    announced = [];
    unit = await unitModule({
      providers: [UsersService, TimezonesService, AuditService],
      // The site applications' outbox is above users/; test/integration/profile-update-webhooks.spec.ts runs the real one.
      fakes: [fake(UserEvents, { publish: (event, changed, manager) => Promise.resolve(void announced.push({ event, user: changed, manager })) })],
      database: 'memory',
    });
    sut = unit.get(UsersService);
    rome = await unit.database.getRepository(Timezone).save({ name: 'Europe/Rome' });
    user = await unit.insert(aUser({ email: 'ada@example.com', jobTitle: 'Analyst' }));
  });

  afterEach(async () => {
    await unit.close();
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
    expect((await unit.database.getRepository(User).findOneByOrFail({ id: user.id })).timezoneId).toBeNull();
    expect(announced).toEqual([]);
  });

  it('announces user.updated with the saved profile and its time zone, inside the change', async () => {
    await sut.updateProfile(user, { first_name: 'Grace', last_name: 'Hopper', timezone_id: rome.id }, CONTEXT);

    expect(announced).toEqual([{ event: 'user.updated', user: expect.objectContaining({ uuid: user.uuid, firstName: 'Grace', lastName: 'Hopper', timezone: expect.objectContaining({ name: 'Europe/Rome' }) }), manager: expect.anything() }]);
    expect(announced[0].manager).not.toBe(unit.database.manager);
  });
});
