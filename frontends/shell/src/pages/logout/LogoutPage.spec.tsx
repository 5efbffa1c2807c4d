import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';
import { currentLocation } from '../../testing/queries';

const ada = buildPortalUser();

describe('LogoutPage', () => {
  it('shows the loading text while the user still exists, then /login', async () => {
    const user = userEvent.setup();
    const { rootStore, transport } = renderShell({ path: '/appLauncher', account: ada, signedIn: true });
    await screen.findByText('Welcome, Ada Lovelace');
    let release = () => undefined as void;
    transport.logoutGate = new Promise((resolve) => {
      release = resolve;
    });
    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Signing out…')).toBeInTheDocument();
    expect(currentLocation()).toBe('/logout');
    expect(rootStore.sessionStore.user).toEqual(ada);
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(rootStore.sessionStore.user).toBeNull();
  });

  it('says it is signing out in Italian, then opens /login', async () => {
    renderShell({ path: '/logout', account: ada, signedIn: true, language: 'it' });
    expect(screen.getByText('Disconnessione in corso…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });
});

describe('ForbiddenPage', () => {
  it('is titled 403 in Italian too', () => {
    renderShell({ path: '/error', account: ada, language: 'it' });
    expect(screen.getByRole('heading', { name: '403 accesso negato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Torna all'accesso" })).toBeInTheDocument();
  });
});
