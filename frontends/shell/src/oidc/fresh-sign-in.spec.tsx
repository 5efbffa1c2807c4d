import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { MAGIC_CODE } from '../testing/fake-session-transport';
import { API_URL, renderShell } from '../testing/render-shell';
import { findPasswordInput } from '../testing/queries';
import { freshSignInAsked } from './interaction';

const ada = buildPortalUser({ email: 'ada@example.com' });
const password = 'correct horse battery';
const interactionRoute = `${API_URL}/oidc/interaction/abc123`;
const freshLogin = '/login?interaction=abc123&prompt=login';

describe(freshSignInAsked.name, () => {
  it('is asked by prompt=login beside an interaction only', () => {
    expect(freshSignInAsked(new URLSearchParams('interaction=abc&prompt=login'), 'abc')).toBe(true);
    expect(freshSignInAsked(new URLSearchParams('prompt=login'), null)).toBe(false);
    expect(freshSignInAsked(new URLSearchParams('interaction=abc&prompt=consent'), 'abc')).toBe(false);
  });
});

describe('a fresh sign-in asked by the application (prompt=login, docs/adr/0802)', () => {
  it('shows the sign-in form to someone signed in already, and says why', async () => {
    const leavePortal = jest.fn();
    renderShell({ path: freshLogin, account: ada, signedIn: true, leavePortal });

    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('The application asks you to sign in again to continue.')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('goes back to the interaction after a password sign-in made on the page', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    const { transport } = renderShell({ path: freshLogin, account: ada, password, signedIn: true, leavePortal });

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput(), password);
    expect(leavePortal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
    expect(transport.calls).toContain(`login ${ada.email}`);
  });

  it('goes back to the interaction after an emailed-code sign-in', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: freshLogin, account: ada, signedIn: true, leavePortal });

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
  });

  it('does not go on after a refused sign-in', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: freshLogin, account: ada, password, signedIn: true, leavePortal });

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput(), 'a wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});
