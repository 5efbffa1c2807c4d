import type { DataSource } from 'typeorm';
import { createMemoryDatabase, insertUser } from '../../test/support/memory-database';
import { AuditLog } from '../audit/audit-log.entity';
import { AuditService } from '../audit/audit.service';
import { ApiException } from '../common/errors/api-exception';
import { Timezone } from '../timezones/timezone.entity';
import { TimezonesService } from '../timezones/timezones.service';
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
});
