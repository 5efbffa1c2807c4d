import { Timezone } from '../../src/users/timezones/timezone.entity';
import { User } from '../../src/users/user.entity';

let sequence = 0;

/** A user entity as loaded from the database, with sensible defaults. */
export function userFactory(fields: Partial<User> = {}): User {
  sequence += 1;
  return Object.assign(new User(), {
    id: sequence,
    uuid: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: '',
    email: `user${sequence}@example.com`,
    mobileNumber: '',
    timezoneId: null,
    timezone: null,
    locale: null,
    role: 'USER',
    isEnterpriseAdministrator: false,
    enterpriseId: null,
    enterprise: null,
    isVerified: true,
    isDisabled: false,
    isForceResetPassword: false,
    passwordHash: null,
    avatarUpdatedAt: null,
    avatarId: null,
    createdAt: new Date('2030-01-01T00:00:00Z'),
    updatedAt: new Date('2030-01-01T00:00:00Z'),
    ...fields,
  });
}

export function timezoneFactory(fields: Partial<Timezone> = {}): Timezone {
  return Object.assign(new Timezone(), { id: 12, name: 'Australia/Sydney', ...fields });
}
