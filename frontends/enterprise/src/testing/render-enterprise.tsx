import { ACTIVITY_NAMESPACE, type Language, type PortalUser, activityCatalogues, createI18n, registerCatalogues } from '@weather/ui';
import { MemoryRouter, Route, Routes } from '@weather/ui/router';
import { FakeSession, renderInPortal } from '@weather/ui/testing';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { ENTERPRISE_NAMESPACE, enterpriseCatalogues } from '../i18n/enterprise-catalogues';
import { EnterprisePage } from '../pages/enterprise/EnterprisePage';
import { EnterpriseRootStore } from '../stores/EnterpriseRootStore';
import { FakeEnterpriseTransport } from './fake-enterprise-transport';

/** /enterprise as the shell mounts it, over an in-memory identity service; `copied` records the clipboard. */
export function renderEnterprise(user: PortalUser, options: { path?: string; language?: Language; transport?: FakeEnterpriseTransport } = {}) {
  const transport = options.transport ?? new FakeEnterpriseTransport(user);
  const session = new FakeSession(user);
  const copied: string[] = [];
  const rootStore = new EnterpriseRootStore(transport, session, {
    copyText: (text) => {
      copied.push(text);
      return Promise.resolve();
    },
    apiUrl: 'https://api.weather.test',
  });
  const i18n = createI18n({ language: options.language ?? 'en', storage: null, document: null });
  registerCatalogues(i18n, ENTERPRISE_NAMESPACE, enterpriseCatalogues);
  registerCatalogues(i18n, ACTIVITY_NAMESPACE, activityCatalogues);
  const rendered = renderInPortal(
    <MemoryRouter initialEntries={[options.path ?? '/enterprise']}>
      <Routes>
        <Route
          path="/enterprise"
          element={
            <EnterpriseFrame i18n={i18n} rootStore={rootStore}>
              <EnterprisePage />
            </EnterpriseFrame>
          }
        />
      </Routes>
    </MemoryRouter>,
    { i18n },
  );
  return { ...rendered, transport, session, rootStore, copied };
}
