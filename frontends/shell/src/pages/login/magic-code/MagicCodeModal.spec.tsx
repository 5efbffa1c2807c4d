import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { MAGIC_CODE } from '../../../testing/fake-session-transport';
import { renderShell } from '../../../testing/render-shell';
import { currentLocation, findPasswordInput } from '../../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const password = 'correct horse battery';

async function openModalByLink(language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path: '/login', account: ada, password, language });
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), ` ${ada.email}`);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Sign in with a magic code' : 'Accedi con un codice magico' }));
  const dialog = await screen.findByRole('alertdialog');
  return { user, dialog, ...rendered };
}

describe('MagicCodeModal', () => {
  it('opens from the magic code link after mailing a code to the email', async () => {
    const { dialog, transport } = await openModalByLink();
    expect(within(dialog).getByText('We sent a 4-character code to ada@example.com. Enter it to sign in.')).toBeInTheDocument();
    expect(transport.mails).toEqual(['code ada@example.com']);
  });

  it('asks for a valid email before mailing a code', async () => {
    const user = userEvent.setup();
    const { transport } = renderShell({ path: '/login', account: ada });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a magic code' }));
    expect(await screen.findByText("That's not a valid email address")).toBeInTheDocument();
    expect(transport.mails).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Verify disabled until the code has 4 characters, trimmed', async () => {
    const { user, dialog } = await openModalByLink();
    const code = within(dialog).getByRole('textbox', { name: /Verification code/ });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code, ' k7q');
    expect(verify).toBeDisabled();
    await user.type(code, 'z ');
    expect(verify).toBeEnabled();
    await user.clear(code);
    await user.type(code, 'k7qzx');
    expect(verify).toBeDisabled();
  });

  it('says "Invalid verification code" for a wrong code and keeps the modal open', async () => {
    const { user, dialog, transport } = await openModalByLink();
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(transport.calls).toContain('code ada@example.com ABCD');
    expect(dialog).toBeInTheDocument();
  });

  it('signs in with the right code typed in lower case and opens the launcher', async () => {
    const { user, dialog, transport } = await openModalByLink();
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), ` ${MAGIC_CODE.toLowerCase()} `);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    expect(transport.calls).toContain(`code ada@example.com ${MAGIC_CODE}`);
  });

  it('requests a new code', async () => {
    const { user, transport } = await openModalByLink();
    // On a slow machine the dialog found open was once still marked aria-hidden by Fluent's
    // modalizer (CI, 2026-11-22): wait for the accessible button on the page instead of failing.
    await user.click(await screen.findByRole('button', { name: 'Request new code' }));
    expect(await screen.findByText('A new code is on its way. Only the newest code works.')).toBeInTheDocument();
    expect(transport.mails).toEqual(['code ada@example.com', 'code ada@example.com']);
  });

  it('opens for an unverified user after a right password and verifies the email with the code', async () => {
    const user = userEvent.setup();
    const unverified = buildPortalUser({ email: 'ada@example.com', is_verified: false });
    const { transport, followed } = renderShell({ path: '/login?clientId=weather-forecast', account: unverified, password });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), unverified.email);
    await user.type(await findPasswordInput(), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Your email is not verified yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request new code' }));
    await waitFor(() => expect(transport.calls).toContain('rewelcome ada@example.com weather-forecast'));
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    // Verified and signed in: on to the application of the clientId (SPEC §4 step 5).
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-forecast.weather.test/auth/callback?token=token-1' }]));
  });

  it('speaks Italian, the wrong-code message included', async () => {
    const { user, dialog } = await openModalByLink('it');
    expect(within(dialog).getByText('Inserisci il codice di verifica')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Codice di verifica/ }), 'zzzz');
    await user.click(within(dialog).getByRole('button', { name: 'Verifica' }));
    expect(await within(dialog).findByText('Codice di verifica non valido')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Richiedi un nuovo codice' })).toBeInTheDocument();
  });
});
