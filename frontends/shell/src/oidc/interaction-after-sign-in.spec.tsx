import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { MAGIC_CODE } from '../testing/fake-session-transport';
import { API_URL, renderShell } from '../testing/render-shell';
import { currentLocation, findPasswordInput, passwordInput } from '../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const password = 'correct horse battery';
const strong = 'Violet-Thunder-Harbour-42';
const interactionRoute = `${API_URL}/oidc/interaction/abc123`;

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>, email = ada.email) {
  await fillIn(user, await screen.findByRole('textbox', { name: 'Email' }), email);
  await fillIn(user, await findPasswordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function enterMagicCode(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('alertdialog');
  await fillIn(user, within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

describe('an OpenID Connect interaction finished after sign-in (issue 28)', () => {
  it('sends a password sign-in to the API interaction route instead of the launcher', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    const { followed, transport } = renderShell({ path: '/login?interaction=abc123', account: ada, password, leavePortal });
    await signInWithPassword(user);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
    expect(leavePortal).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Signing you in to the application…')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?interaction=abc123');
    expect(followed).toEqual([]);
    expect(transport.calls.some((call) => call.startsWith('session'))).toBe(false);
  });

  it('sends a magic code sign-in on', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: '/login?interaction=abc123', account: ada, password, leavePortal });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    await enterMagicCode(user);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
  });

  it('sends an unverified address on once its code is entered', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    const unverified = { ...ada, is_verified: false };
    renderShell({ path: '/login?interaction=abc123', account: unverified, password, leavePortal });
    await signInWithPassword(user);
    await enterMagicCode(user);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
  });

  it('sends someone signed in already on at once, without the sign-in form', async () => {
    const leavePortal = jest.fn();
    renderShell({ path: '/login?interaction=abc123', account: ada, signedIn: true, leavePortal });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('comes before the hand-off of a clientId in the same query', async () => {
    const leavePortal = jest.fn();
    const { followed } = renderShell({ path: '/login?clientId=weather-radar&interaction=abc123', account: ada, signedIn: true, leavePortal });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
    expect(followed).toEqual([]);
  });

  it('survives the forced password update', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    const flagged = { ...ada, is_force_reset_password: true };
    renderShell({ path: '/login?interaction=abc123', account: flagged, password, leavePortal });
    await signInWithPassword(user, flagged.email);
    expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/password/update?interaction=abc123');
    expect(leavePortal).not.toHaveBeenCalled();
    await user.type(passwordInput('New password'), strong);
    await user.type(passwordInput('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
  });

  it('sends a social sign-in on when the pop-up reports success', async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ facebook: true, linkedin: false }) }));
    Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    const leavePortal = jest.fn();
    const { transport } = renderShell({ path: '/login?interaction=abc123', account: ada, leavePortal });
    await screen.findByRole('button', { name: 'Continue with Facebook' });
    transport.signedIn = ada;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: API_URL, data: { type: 'weather-social-sign-in', ok: true, provider: 'facebook' } }));
    });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(interactionRoute));
  });

  it("carries the interaction onto a SAML provider's loginURL, as the hand-off values are", async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    const loginURL = `${API_URL}/auth/saml/3/login`;
    renderShell({ path: '/login?interaction=abc123', account: ada, providers: { 'grace@navy.mil': { provider: 'SAML', loginURL } }, leavePortal });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@navy.mil');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(`${loginURL}?interaction=abc123`), { timeout: 2500 });
  });

  it.each(['abc/../x', 'a'.repeat(129), ''])('ignores an interaction value of another form (%j): the launcher as usual', async (value) => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: `/login?${new URLSearchParams({ interaction: value }).toString()}`, account: ada, password, leavePortal });
    await signInWithPassword(user);
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('says so in Italian', async () => {
    renderShell({ path: '/login?interaction=abc123', account: ada, signedIn: true, language: 'it', leavePortal: jest.fn() });
    expect(await screen.findByText("Accesso all'applicazione in corso…")).toBeInTheDocument();
  });
});
