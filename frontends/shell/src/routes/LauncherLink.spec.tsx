import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { currentLocation } from '../testing/queries';
import { remoteLoaderOf, renderShell } from '../testing/render-shell';

const ada = buildPortalUser();
const HOME = 'Weather account home';
const seededClientIds = ['weather-radar', 'weather-forecast', 'weather-alerts'];

/** Signed in on /profile (a remote's page), as the bench starts (scenario 5). */
async function onProfile(path = '/profile') {
  const user = userEvent.setup();
  const rendered = renderShell({
    path,
    account: ada,
    signedIn: true,
    remotes: [{ name: 'account', entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] }],
    remoteLoader: remoteLoaderOf(async () => [{ path: '/profile', element: <h1>Profile page</h1> }]),
  });
  return { user, ...rendered };
}

const listRequests = (calls: readonly string[]) => calls.filter((call) => call === 'siteapplications').length;
const checks = (calls: readonly string[]) => calls.filter((call) => call.startsWith('authorization '));

async function settled() {
  for (const name of ['Radar', 'Forecast', 'Alerts']) {
    await within(await screen.findByRole('group', { name })).findByRole('button', { name: 'Launch' });
  }
  await waitFor(() => expect(screen.queryByText('Checking your applications…')).not.toBeInTheDocument());
}

describe('LauncherLink', () => {
  it("asks for the list once the page is idle, and the top bar's click sends the checks before the launcher renders", async () => {
    const { user, transport } = await onProfile();
    await screen.findByRole('heading', { name: 'Profile page' });
    // Ahead of any opening (the authenticated area, once idle); no check is asked ahead.
    await waitFor(() => expect(listRequests(transport.calls)).toBe(1));
    expect(checks(transport.calls)).toEqual([]);
    const launcherShownAt: string[] = [];
    const shown = () => (screen.queryByRole('heading', { name: 'Applications' }) === null ? 'not shown' : 'shown');
    const list = transport.getSiteApplications.bind(transport);
    transport.getSiteApplications = () => {
      launcherShownAt.push(`list ${shown()}`);
      return list();
    };
    const check = transport.getAuthorization.bind(transport);
    transport.getAuthorization = (clientId) => {
      launcherShownAt.push(`check ${shown()}`);
      return check(clientId);
    };

    await user.click(screen.getByRole('link', { name: HOME }));
    await settled();

    // The known list's three checks, then the list again (the catalogue as it is now); nothing after.
    expect(launcherShownAt).toEqual(['check not shown', 'check not shown', 'check not shown', 'list not shown']);
    expect(listRequests(transport.calls)).toBe(2);
    expect(checks(transport.calls)).toEqual(seededClientIds.map((clientId) => `authorization ${clientId}`));
    expect(currentLocation()).toBe('/appLauncher');
  });

  it('loads once when the launcher is reached without the click (a typed address), and asks nothing ahead', async () => {
    const { transport } = await onProfile('/appLauncher');
    await settled();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(listRequests(transport.calls)).toBe(1);
    expect(checks(transport.calls)).toHaveLength(3);
  });

  it('loads again on a later opening, and on a click while the launcher is shown', async () => {
    const { user, transport } = await onProfile();
    await screen.findByRole('heading', { name: 'Profile page' });
    await user.click(screen.getByRole('link', { name: HOME }));
    await settled();

    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await act(async () => user.click(await screen.findByRole('menuitem', { name: 'Profile' })));
    await screen.findByRole('heading', { name: 'Profile page' });
    await user.click(screen.getByRole('link', { name: HOME }));
    await settled();
    // The list ahead, then once per opening.
    expect(listRequests(transport.calls)).toBe(3);
    expect(checks(transport.calls)).toHaveLength(6);

    // The page stays mounted; the click's opening is its only load.
    await user.click(screen.getByRole('link', { name: HOME }));
    await settled();
    expect(listRequests(transport.calls)).toBe(4);
    expect(checks(transport.calls)).toHaveLength(9);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves %p (a new tab or window) to the browser: no check here', async (init) => {
    const { transport } = await onProfile();
    await screen.findByRole('heading', { name: 'Profile page' });
    await waitFor(() => expect(listRequests(transport.calls)).toBe(1));
    // jsdom would try to follow the href itself; the browser would open it elsewhere.
    const keepPage = (event: Event) => event.preventDefault();
    window.addEventListener('click', keepPage);
    window.addEventListener('auxclick', keepPage);
    try {
      const link = screen.getByRole('link', { name: HOME });
      expect(link).toHaveAttribute('href', '/');
      fireEvent.click(link, init);
    } finally {
      window.removeEventListener('click', keepPage);
      window.removeEventListener('auxclick', keepPage);
    }
    await act(async () => undefined);
    expect(listRequests(transport.calls)).toBe(1);
    expect(checks(transport.calls)).toEqual([]);
    expect(currentLocation()).toBe('/profile');
  });
});
