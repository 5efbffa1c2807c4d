import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';
import { currentLocation } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const serverDown = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };

describe('SwitchAccountPage', () => {
  it('shows the original email, the new email of the query and a warning', async () => {
    renderShell({ path: '/switch?email=grace%40example.com', account: ada, signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Switch account' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.getByText('You asked to continue as grace@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Continuing signs you out of this account');
  });

  it('signs out on confirm and opens /login with the new email', async () => {
    const user = userEvent.setup();
    const { transport, rootStore } = renderShell({ path: '/switch?email=grace%40example.com&clientId=forecast', account: ada, signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out and continue' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(transport.calls).toContain('logout');
    expect(rootStore.sessionStore.user).toBeNull();
    expect(currentLocation()).toBe('/login?email=grace%40example.com&clientId=forecast');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
  });

  it('keeps the session and shows why when the sign-out fails', async () => {
    const user = userEvent.setup();
    const { transport, rootStore } = renderShell({ path: '/switch?email=grace%40example.com', account: ada, signedIn: true });
    const confirm = await screen.findByRole('button', { name: 'Sign out and continue' });
    transport.failWith = serverDown;
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached, please try again');
    expect(rootStore.sessionStore.user).toEqual(ada);
  });

  it('goes back to the launcher on cancel, still signed in', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/switch?email=grace%40example.com', account: ada, signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Cancel, stay signed in' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    expect(transport.calls).not.toContain('logout');
  });

  it('sends a visitor to /login', async () => {
    renderShell({ path: '/switch?email=grace%40example.com', account: ada });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/login/);
  });

  it('speaks Italian', async () => {
    renderShell({ path: '/switch?email=grace%40example.com', account: ada, signedIn: true, language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Cambia account' })).toBeInTheDocument();
    expect(screen.getByText("Hai eseguito l'accesso come ada@example.com.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esci e continua' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annulla, resta connesso' })).toHaveAttribute('href', '/appLauncher');
  });
});
