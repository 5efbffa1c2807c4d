import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../testing/render-shell';
import { currentLocation } from '../testing/queries';

const ada = buildPortalUser();
const serverDown = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };

describe('shell routes', () => {
  it('sends / to /appLauncher for a signed-in user', async () => {
    renderShell({ path: '/', account: ada, signedIn: true });
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
  });

  it('checks the session before the authenticated area and sends a visitor to /login', async () => {
    const { transport } = renderShell({ path: '/appLauncher', account: ada });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(transport.calls[0]).toBe('me');
  });

  it('sends an unknown path of the authenticated area to the launcher', async () => {
    renderShell({ path: '/no-such-page', account: ada, signedIn: true });
    await waitFor(() => expect(currentLocation()).toBe('/appLauncher'));
  });

  it('signs the user out when another call answers 401', async () => {
    const { rootStore } = renderShell({ path: '/appLauncher', account: ada, signedIn: true });
    await screen.findByText('Welcome, Ada Lovelace');
    act(() => rootStore.sessionStore.handleUnauthorized());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it('says the session could not be checked and checks again on Retry', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/appLauncher', account: ada, signedIn: true, failWith: serverDown });
    expect(await screen.findByText('Your session could not be checked.')).toBeInTheDocument();
    expect(screen.getByText('The server cannot be reached, please try again')).toBeInTheDocument();
    transport.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('opens /login even when the session check gets no answer', async () => {
    renderShell({ path: '/login', account: ada, failWith: serverDown });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows /error without a session check: 403 forbidden with a way back to sign in', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/error', account: ada });
    expect(screen.getByRole('heading', { name: '403 forbidden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    expect(transport.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Return to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out on /logout with a loading text, then goes to /login', async () => {
    const { transport } = renderShell({ path: '/logout', account: ada, signedIn: true });
    expect(screen.getByText('Signing out…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(transport.calls).toContain('logout');
    expect(transport.signedIn).toBeNull();
  });

  it('keeps the person on /logout with a retry when the sign-out fails', async () => {
    const user = userEvent.setup();
    const { transport, rootStore } = renderShell({ path: '/appLauncher', account: ada, signedIn: true });
    await screen.findByText('Welcome, Ada Lovelace');
    transport.failWith = serverDown;
    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached, please try again');
    expect(rootStore.sessionStore.user).not.toBeNull();
    transport.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
