import { ACTIVITY_NAMESPACE, type Language, type PortalUser, activityCatalogues, createI18n, registerCatalogues } from '@weather/ui';
import { MemoryRouter, Route, Routes, useLocation } from '@weather/ui/router';
import { FakeSession, renderInPortal } from '@weather/ui/testing';
import { ADMIN_NAMESPACE, adminCatalogues } from '../i18n/admin-catalogues';
import { adminRoutes } from '../routes';
import { AdminRootStore } from '../stores/AdminRootStore';
import { FakeAdminTransport } from './fake-admin-transport';

/** Shows where the router is, so a test can see a redirect. */
function CurrentPath() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/**
 * The admin pages as the shell mounts them, over an in-memory identity service; `copied` records
 * the clipboard and `loadedPages` the full page loads.
 */
export function renderAdmin(user: PortalUser, options: { path: string; language?: Language; transport?: FakeAdminTransport }) {
  const transport = options.transport ?? new FakeAdminTransport();
  const session = new FakeSession(user);
  const copied: string[] = [];
  const loadedPages: string[] = [];
  const rootStore = new AdminRootStore(transport, session, {
    copyText: (text) => {
      copied.push(text);
      return Promise.resolve();
    },
    loadPage: (path) => loadedPages.push(path),
  });
  const i18n = createI18n({ language: options.language ?? 'en', storage: null, document: null });
  registerCatalogues(i18n, ADMIN_NAMESPACE, adminCatalogues);
  registerCatalogues(i18n, ACTIVITY_NAMESPACE, activityCatalogues);
  // The remote's own route table, with its stores swapped for the fake service's.
  const routes = adminRoutes(i18n, rootStore);
  const rendered = renderInPortal(
    <MemoryRouter initialEntries={[options.path]}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
    { i18n },
  );
  return { ...rendered, transport, session, rootStore, copied, loadedPages };
}
