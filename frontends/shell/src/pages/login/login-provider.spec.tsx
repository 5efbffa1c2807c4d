import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';
import { findPasswordInput } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const samlUser = 'grace@navy.mil';
const loginURL = 'https://sso.navy.example/login';

describe('login provider', () => {
  it('asks for the provider of a valid email only and shows the password field for LOCAL', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/login', account: ada });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@example');
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    await user.type(email, '.com');
    expect(await findPasswordInput()).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('provider'))).toEqual(['provider ada@example.com']);
  });

  it('sends an external provider user to its loginURL after 1 second, without a password field', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: '/login', account: ada, providers: { [samlUser]: { provider: 'SAML', loginURL } }, leavePortal });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), samlUser);
    expect(await screen.findByText('Taking you to your organisation’s sign-in page…')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(loginURL), { timeout: 2500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
  });

  it("carries the page's clientId, return and seq onto the provider's loginURL", async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: '/login?clientId=weather-radar&return=%2Fradar%3Fday%3D2', account: ada, providers: { [samlUser]: { provider: 'SAML', loginURL } }, leavePortal });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), samlUser);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(`${loginURL}?clientId=weather-radar&return=%2Fradar%3Fday%3D2`), { timeout: 2500 });
  });

  it('does not leave when the email changes before the second is over', async () => {
    const user = userEvent.setup();
    const leavePortal = jest.fn();
    renderShell({ path: '/login', account: ada, providers: { [samlUser]: { provider: 'SAML', loginURL } }, leavePortal });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, samlUser);
    await screen.findByText('Taking you to your organisation’s sign-in page…');
    await user.type(email, 'x');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('leaves the password field to the person when the provider check gets no answer', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/login', account: ada });
    transport.failWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    expect(await findPasswordInput()).toBeInTheDocument();
  });

  it('says it in Italian', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/login', account: ada, language: 'it', providers: { [samlUser]: { provider: 'SAML', loginURL } } });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), samlUser);
    expect(await screen.findByText('Ti stiamo portando alla pagina di accesso della tua organizzazione…')).toBeInTheDocument();
  });
});
