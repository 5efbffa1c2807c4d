import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { EXPIRED_TOKEN, VALID_TOKEN } from '../../testing/fake-session-transport';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, passwordInput } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const strong = 'Violet-Thunder-Harbour-42';

async function openVerify(token: string, language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path: `/verify/${token}`, account: ada, language });
  return { user, ...rendered };
}

describe('SetPasswordPage', () => {
  it('verifies the token, then sets a strong password and opens /login', async () => {
    const { user, transport } = await openVerify(VALID_TOKEN);
    expect(await screen.findByText('Choose a password for ada@example.com.')).toBeInTheDocument();
    expect(transport.calls).toContain(`verify ${VALID_TOKEN}`);
    await user.type(passwordInput('New password'), strong);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await user.type(passwordInput('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(transport.passwordSet).toBe(strong);
  });

  it('says "Does not match" when the confirmation differs, and does not send', async () => {
    const { user, transport } = await openVerify(VALID_TOKEN);
    await screen.findByText('Choose a password for ada@example.com.');
    await user.type(passwordInput('New password'), strong);
    await user.type(passwordInput('Confirm new password'), `${strong}x`);
    await user.tab();
    expect(await screen.findByText('Does not match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(transport.calls.filter((call) => call.startsWith('set password'))).toEqual([]);
  });

  it('refuses a short password with the meter saying so', async () => {
    const { user, transport } = await openVerify(VALID_TOKEN);
    await screen.findByText('Choose a password for ada@example.com.');
    await user.type(passwordInput('New password'), 'short');
    await user.type(passwordInput('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Minimum 12 characters')).toBeInTheDocument();
    expect(transport.passwordSet).toBeNull();
  });

  it('says an expired link is no longer valid, with a link back to login', async () => {
    await openVerify(EXPIRED_TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link you have clicked is no longer valid');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('says an unknown link is invalid, with a link back to login', async () => {
    await openVerify('no-such-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Seems like the verification link is invalid!');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('speaks Italian, the link failures included', async () => {
    await openVerify(EXPIRED_TOKEN, 'it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link su cui hai cliccato non è più valido');
    expect(screen.getByRole('link', { name: "Torna all'accesso" })).toBeInTheDocument();
  });

  it('says "Does not match" in Italian', async () => {
    const { user } = await openVerify(VALID_TOKEN, 'it');
    await screen.findByText('Scegli una password per ada@example.com.');
    await user.type(passwordInput('Nuova password'), strong);
    await user.type(passwordInput('Conferma la nuova password'), 'other');
    await user.tab();
    expect(await screen.findByText('Non coincide')).toBeInTheDocument();
  });
});
