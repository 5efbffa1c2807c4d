import { act, screen, waitFor } from '@testing-library/react';
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

  it("sends the browser to the provider's logout address from /logout and keeps showing that it is signing out", async () => {
    const leavePortal = jest.fn();
    const { transport } = renderShell({ path: '/logout', account: ada, signedIn: true, leavePortal, arrange: (fake) => (fake.providerLogoutURL = 'https://sso.example.com/slo?SAMLRequest=abc') });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://sso.example.com/slo?SAMLRequest=abc'));
    expect(transport.calls).toContain('logout');
    expect(transport.signedIn).toBeNull();
    // A real page has left; the shell did not go on to /login meanwhile.
    expect(screen.getByText('Signing out…')).toBeInTheDocument();
    expect(currentLocation()).toBe('/logout');
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
