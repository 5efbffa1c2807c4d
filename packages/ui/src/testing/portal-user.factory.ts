import type { PortalUser } from '../federation/portal-user';

/** A signed-in ordinary user as GET /v1/users/me returns it; tests override what they look at. */
export function buildPortalUser(overrides: Partial<PortalUser> = {}): PortalUser {
  return {
    id: 1,
    uuid: '6f1c1d2e-8b7a-4c59-9a51-2d1f0e3b4a5c',
    first_name: 'Ada',
    last_name: 'Lovelace',
    job_title: 'Analyst',
    email: 'ada@example.com',
    mobile_number: '0412345678',
    timezone_id: 12,
    Timezone: { id: 12, name: 'Australia/Sydney' },
    timezone: 'Australia/Sydney',
    avatar: null,
    locale: null,
    role: 'USER',
    is_enterprise_administrator: false,
    Enterprise: null,
    is_verified: true,
    is_disabled: false,
    is_force_reset_password: false,
    ...overrides,
  };
}
