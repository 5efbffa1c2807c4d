import { type Language, type PortalUser, createI18n, registerCatalogues } from '@weather/ui';
import { MemoryRouter, Route, Routes, useLocation } from '@weather/ui/router';
import { FakeSession, renderInPortal } from '@weather/ui/testing';
import { AccountFrame } from '../AccountFrame';
import { ACCOUNT_NAMESPACE, accountCatalogues } from '../i18n/account-catalogues';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { AccountRootStore } from '../stores/AccountRootStore';
import { FakeAccountTransport } from './fake-account-transport';
import { fakeBrowserPasskeys } from './fake-second-factors';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export const TEST_API_URL = 'http://api.test';

/** /profile as the shell mounts it, over an in-memory identity service; `reload` records the OK of a notice. */
export function renderProfile(
  user: PortalUser,
  options: { path?: string; language?: Language; passkeys?: ReturnType<typeof fakeBrowserPasskeys> } = {},
) {
  const transport = new FakeAccountTransport(user);
  const session = new FakeSession(user);
  const reload = jest.fn();
  const passkeys = options.passkeys ?? fakeBrowserPasskeys();
  const rootStore = new AccountRootStore(transport, session, { apiUrl: TEST_API_URL, reload, passkeys });
  const i18n = createI18n({ language: options.language ?? 'en', storage: null, document: null });
  registerCatalogues(i18n, ACCOUNT_NAMESPACE, accountCatalogues);
  const rendered = renderInPortal(
    <MemoryRouter initialEntries={[options.path ?? '/profile']}>
      <Routes>
        <Route
          path="/profile"
          element={
            <AccountFrame i18n={i18n} rootStore={rootStore}>
              <ProfilePage />
            </AccountFrame>
          }
        />
        {/* Where the page sends people (/login on 403): the probe shows the address. */}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { i18n },
  );
  return { ...rendered, transport, session, rootStore, reload, passkeys };
}
