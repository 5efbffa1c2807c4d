import { timezoneFactory, userFactory } from '../../test/factories/user.factory';
import { mapUser } from './user.mapper';

describe(mapUser.name, () => {
  it('gives the User of the contract, with the time zone twice (relation and name)', () => {
    const timezone = timezoneFactory();
    const user = userFactory({ id: 7, email: 'ada@example.com', timezoneId: timezone.id, timezone, enterpriseId: 3, isEnterpriseAdministrator: true });

    const sut = mapUser(user);

    expect(sut).toEqual({
      id: 7,
      uuid: user.uuid,
      first_name: 'Ada',
      last_name: 'Lovelace',
      job_title: '',
      email: 'ada@example.com',
      mobile_number: '',
      timezone_id: 12,
      Timezone: { id: 12, name: 'Australia/Sydney' },
      timezone: 'Australia/Sydney',
      locale: null,
      avatar: null,
      role: 'USER',
      is_enterprise_administrator: true,
      Enterprise: { id: 3 },
      is_verified: true,
      is_disabled: false,
      is_force_reset_password: false,
    });
  });

  it('gives the stored language', () => {
    expect(mapUser(userFactory({ locale: 'it' })).locale).toBe('it');
  });

  it('never lets the password hash out', () => {
    const sut = mapUser(userFactory({ passwordHash: '$argon2id$secret' }));

    expect(JSON.stringify(sut)).not.toContain('argon2id');
  });

  it('keeps the avatar\'s public id out: only applications given the picture claim learn it', () => {
    const sut = mapUser(userFactory({ avatarUpdatedAt: new Date(1_900_000_000_000), avatarId: 'a'.repeat(32) }));

    expect(JSON.stringify(sut)).not.toContain('a'.repeat(32));
  });

  it('points at the avatar with a cache key that changes with the image', () => {
    const sut = mapUser(userFactory({ avatarUpdatedAt: new Date(1_900_000_000_000) }));

    expect(sut.avatar).toBe('/v1/users/me/avatar?v=1900000000000');
  });
});
