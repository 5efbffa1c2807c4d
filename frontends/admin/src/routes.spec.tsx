import { createI18n } from '@weather/ui';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeSession } from '@weather/ui/testing';
import { ADMIN_PATHS, createRoutes } from './routes';

describe(createRoutes.name, () => {
  it('offers the catalogue pages, /impersonateUser, /users and /activity, and adds its texts to the i18n instance it is given', () => {
    const i18n = createI18n({ language: 'it', storage: null, document: null });
    const routes = createRoutes({ apiUrl: 'http://api.test', i18n, session: new FakeSession(buildPortalUser({ role: 'SYSADMIN' })) });
    expect(routes.map((route) => route.path)).toEqual([
      ADMIN_PATHS.applications,
      ADMIN_PATHS.createApplication,
      ADMIN_PATHS.application,
      ADMIN_PATHS.impersonateUser,
      ADMIN_PATHS.users,
      ADMIN_PATHS.user,
      ADMIN_PATHS.activity,
    ]);
    expect(i18n.t('form.added', { ns: 'admin' })).toBe('Applicazione aggiunta!');
    expect(i18n.t('form.added', { ns: 'admin', lng: 'en' })).toBe('Application Added!');
  });
});
