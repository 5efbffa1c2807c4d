import { createI18n } from '@weather/ui';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeSession } from '@weather/ui/testing';
import { ENTERPRISE_PATHS, createRoutes } from './routes';

describe(createRoutes.name, () => {
  it('offers /enterprise and adds its texts to the i18n instance it is given', () => {
    const i18n = createI18n({ language: 'it', storage: null, document: null });
    const routes = createRoutes({ apiUrl: 'http://api.test', i18n, session: new FakeSession(buildPortalUser()) });
    expect(routes.map((route) => route.path)).toEqual([ENTERPRISE_PATHS.enterprise]);
    expect(i18n.t('name.added', { ns: 'enterprise' })).toBe('Azienda aggiunta correttamente');
    expect(i18n.t('name.added', { ns: 'enterprise', lng: 'en' })).toBe('Enterprise added successfully');
  });
});
