import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, findPasswordInput, passwordInput } from '../../testing/queries';

const flagged = buildPortalUser({ email: 'ada@example.com', is_force_reset_password: true });
const password = 'correct horse battery';
const strong = 'Violet-Thunder-Harbour-42';

describe('PasswordUpdatePage', () => {
  it('takes a flagged user from sign-in to /password/update with clientId and return', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/login?clientId=forecast&return=%2Fradar', account: flagged, password });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), flagged.email);
    await user.type(await findPasswordInput(), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/password/update?clientId=forecast&return=%2Fradar');
  });

  it('asks for the new password and its confirmation only, sends just those and goes on', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/password/update', account: flagged, signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/, { selector: 'input' })).not.toBeInTheDocument();
    await user.type(passwordInput('New password'), strong);
    await user.type(passwordInput('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(transport.calls).toContain('update password confirmPassword,newPassword');
    expect(transport.passwordSet).toBe(strong);
  });

  it('says "Does not match" for a different confirmation', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/password/update', account: flagged, signedIn: true });
    await screen.findByRole('heading', { name: 'Update your password' });
    await user.type(passwordInput('New password'), strong);
    await user.type(passwordInput('Confirm new password'), 'different');
    await user.tab();
    expect(await screen.findByText('Does not match')).toBeInTheDocument();
  });

  it('keeps a flagged user out of the authenticated area', async () => {
    renderShell({ path: '/appLauncher', account: flagged, signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
  });

  it('sends a visitor to /login, forwarding clientId and return only', async () => {
    renderShell({ path: '/password/update?clientId=forecast&return=%2Fradar&other=x', account: flagged });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?clientId=forecast&return=%2Fradar');
  });

  it("forwards the application's state with clientId and return (ADR 0234)", async () => {
    renderShell({ path: '/password/update?clientId=forecast&return=%2Fradar&state=Yk3v_Q9-xL2.pR7-tW4zN8', account: flagged });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?clientId=forecast&return=%2Fradar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
  });

  it('speaks Italian', async () => {
    renderShell({ path: '/password/update', account: flagged, signedIn: true, language: 'it' });
    expect(await screen.findByRole('heading', { name: 'Aggiorna la password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiorna password' })).toBeInTheDocument();
  });
});
