import { isNoStoreByDefault } from './no-store';

describe(isNoStoreByDefault.name, () => {
  it.each(['/v1/users/me', '/v1/users?text=ada', '/v1/users/me/session?clientId=x', '/v1/siteapplications', '/v1/enterprises/1/users', '/auth/login', '/auth/provider?email=a@b.c', '/v1/no-such-route', '/v1', '/v1/eula/collaborate/other', '/v1/timezonesx'])(
    'keeps %s out of every cache',
    (url) => {
      expect(isNoStoreByDefault({ method: 'GET', url })).toBe(true);
    },
  );

  it.each(['/v1/timezones/get_all_timezones', '/v1/timezones/12', '/v1/eula/collaborate', '/v1/eula/collaborate?lang=it', '/health/live', '/.well-known/jwks.json', '/docs'])(
    'leaves %s to its own caching',
    (url) => {
      expect(isNoStoreByDefault({ method: 'GET', url })).toBe(false);
    },
  );

  it('keeps the answers of writes to reference routes out of every cache', () => {
    expect(isNoStoreByDefault({ method: 'POST', url: '/v1/eula/collaborate' })).toBe(true);
  });
});
