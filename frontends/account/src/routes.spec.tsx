import { createI18n } from '@weather/ui';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeSession } from '@weather/ui/testing';
import { ACCOUNT_PATHS, createRoutes } from './routes';

describe(createRoutes.name, () => {
  it('offers /profile and adds its texts to the i18n instance it is given', () => {
    const i18n = createI18n({ language: 'it', storage: null, document: null });
    const routes = createRoutes({ apiUrl: 'http://api.test', i18n, session: new FakeSession(buildPortalUser()) });
    expect(routes.map((route) => route.path)).toEqual([ACCOUNT_PATHS.profile]);
    expect(i18n.t('profile.updated', { ns: 'account' })).toBe('Profilo aggiornato');
    expect(i18n.t('profile.updated', { ns: 'account', lng: 'en' })).toBe('Profile Updated');
  });
});
