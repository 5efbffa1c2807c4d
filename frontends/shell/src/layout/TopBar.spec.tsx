import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalUser } from '@weather/ui';
import { buildPortalUser } from '@weather/ui/testing';
import { API_URL, HELP_URL, remoteLoaderOf, renderShell } from '../testing/render-shell';
import { currentLocation } from '../testing/queries';

async function openLauncherAs(account: PortalUser) {
  const user = userEvent.setup();
  const rendered = renderShell({ path: '/appLauncher', account, signedIn: true });
  await screen.findByRole('heading', { name: 'Applications' });
  return { user, ...rendered };
}

async function menuItems(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Account menu of ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('TopBar', () => {
  it('offers an ordinary user Help and support, Profile and Sign out only', async () => {
    const { user } = await openLauncherAs(buildPortalUser());
    expect(await menuItems(user, 'Ada Lovelace')).toEqual(['Help and support', 'Profile', 'Sign out']);
    expect(screen.queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
  });

  it('adds Enterprise for an enterprise administrator', async () => {
    const { user } = await openLauncherAs(buildPortalUser({ is_enterprise_administrator: true, Enterprise: { id: 4 } }));
    expect(await menuItems(user, 'Ada Lovelace')).toEqual(['Help and support', 'Profile', 'Enterprise', 'Sign out']);
  });

  it('adds Users, Activity, Impersonate user and the applications icon for a SYSADMIN', async () => {
    const { user } = await openLauncherAs(buildPortalUser({ role: 'SYSADMIN' }));
    expect(await menuItems(user, 'Ada Lovelace')).toEqual(['Help and support', 'Profile', 'Users', 'Activity', 'Impersonate user', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
  });

  it('links the logo to the start page', async () => {
    await openLauncherAs(buildPortalUser());
    expect(screen.getByRole('link', { name: 'Weather account home' })).toHaveAttribute('href', '/');
  });

  it('shows the first letter of the first name without an avatar image', async () => {
    await openLauncherAs(buildPortalUser({ first_name: 'ada', avatar: null }));
    const avatar = screen.getByRole('button', { name: 'Account menu of ada Lovelace' });
    expect(within(avatar).getByText('A')).toBeInTheDocument();
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('falls back to the first letter of the email without a first name', async () => {
    await openLauncherAs(buildPortalUser({ first_name: '', last_name: '', email: 'zoe@example.com' }));
    const avatar = screen.getByRole('button', { name: 'Account menu of zoe@example.com' });
    expect(within(avatar).getByText('Z')).toBeInTheDocument();
  });

  it("shows the server's avatar image when there is one", async () => {
    await openLauncherAs(buildPortalUser({ avatar: '/v1/users/me/avatar?v=2' }));
    const avatar = screen.getByRole('button', { name: 'Account menu of Ada Lovelace' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', `${API_URL}/v1/users/me/avatar?v=2`);
  });

  it('opens the help site in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openLauncherAs(buildPortalUser());
    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help and support' }));
    expect(open).toHaveBeenCalledWith(HELP_URL, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('goes to the profile, mounted from the account remote', async () => {
    const user = userEvent.setup();
    renderShell({
      path: '/appLauncher',
      account: buildPortalUser(),
      signedIn: true,
      remotes: [{ name: 'account', entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] }],
      remoteLoader: remoteLoaderOf(async () => [{ path: '/profile', element: <h1>Profile page</h1> }]),
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada Lovelace' }));
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    // The remote's routes suspend the navigation until they load: let React finish inside act.
    await act(() => user.click(profile));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profile');
  });

  it('signs out through /logout and lands on /login', async () => {
    const { user, transport } = await openLauncherAs(buildPortalUser());
    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(transport.calls).toContain('logout');
    expect(transport.signedIn).toBeNull();
  });

  it('is in Italian after the language switch in the top bar', async () => {
    const { user } = await openLauncherAs(buildPortalUser());
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));
    expect(await screen.findByText('Benvenuto, Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu account di Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Aiuto e supporto', 'Profilo', 'Esci']);
  });
});
