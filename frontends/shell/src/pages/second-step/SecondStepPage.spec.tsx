import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { FakeWebAuthn, RECOVERY_CODES, TOTP_CODE, TOTP_SECRET } from '../../testing/fake-second-step-service';
import type { FakeSessionTransport } from '../../testing/fake-session-transport';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, findPasswordInput } from '../../testing/queries';
import type { SecondStepDue } from '../../transport/second-step-transport';

const ada = buildPortalUser({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
const password = 'correct horse battery';

/** Signs in with the password on /login (with `query`) while a second step is due; the page is then the second step's. */
async function reachSecondStep(due: SecondStepDue, options: { query?: string; language?: 'en' | 'it'; webAuthn?: FakeWebAuthn } = {}) {
  const user = userEvent.setup();
  const rendered = renderShell({
    path: `/login${options.query ?? ''}`,
    account: ada,
    password,
    language: options.language,
    webAuthn: options.webAuthn,
    arrange: (fake: FakeSessionTransport) => {
      fake.secondStep.due = due;
    },
  });
  const italian = options.language === 'it';
  await fillIn(user, await screen.findByRole('textbox', { name: 'Email' }), ada.email);
  await fillIn(user, await findPasswordInput(), password);
  await user.click(screen.getByRole('button', { name: italian ? 'Accedi' : 'Sign in' }));
  await screen.findByRole('heading', { name: italian ? 'Accesso in due passaggi' : 'Two-step sign-in' });
  return { user, ...rendered };
}

const totpOnly: SecondStepDue = { methods: ['totp', 'recovery_code'], enrolment_required: false };

describe('SecondStepPage', () => {
  it('comes after a right password with the query of /login, asks for the code with the focus on it, and opens no session before', async () => {
    const { rootStore } = await reachSecondStep(totpOnly, { query: '?clientId=weather-radar&return=%2Fradar&seq=7&state=s1&email=ada%40example.com' });
    expect(currentLocation()).toBe('/login/second-step?clientId=weather-radar&return=%2Fradar&seq=7&state=s1');
    const code = await screen.findByRole('textbox', { name: /^Authenticator code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('Signing in as ada@example.com.')).toBeInTheDocument();
    expect(rootStore.sessionStore.user).toBeNull();
  });

  it('names a code of the wrong form without a call, announces a wrong code, then hands the right one on to the application', async () => {
    const { user, transport, followed } = await reachSecondStep(totpOnly, { query: '?clientId=weather-radar&seq=7' });
    const code = await screen.findByRole('textbox', { name: /^Authenticator code/ });
    await user.type(code, '12345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6 digits of the code');
    expect(transport.calls.filter((call) => call.startsWith('second step totp'))).toEqual([]);

    await user.clear(code);
    await user.type(code, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid');
    expect(followed).toEqual([]);

    await user.clear(code);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, `${TOTP_CODE}{Enter}`);
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-radar.weather.test/auth/callback?token=token-1&seq=7' }]));
  });

  it('goes to the launcher after the second step of a sign-in without an application', async () => {
    const { user } = await reachSecondStep(totpOnly);
    await user.type(await screen.findByRole('textbox', { name: /^Authenticator code/ }), `${TOTP_CODE}{Enter}`);
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
  });

  it('names a recovery code of the wrong form, takes a right one, says how many are left, and continues when asked', async () => {
    const { user, rootStore, transport } = await reachSecondStep(totpOnly);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = await screen.findByRole('textbox', { name: /^Recovery code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a recovery code as you saved it, like abcde-fghij');
    expect(transport.calls.filter((call) => call.startsWith('second step recovery code'))).toEqual([]);
    await user.clear(code);
    await user.type(code, `${RECOVERY_CODES[0].toUpperCase()}{Enter}`);
    expect(await screen.findByText('You signed in with a recovery code. You have 9 recovery codes left.')).toBeInTheDocument();
    expect(rootStore.sessionStore.user).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('offers a passkey in a browser with WebAuthn and signs in with it', async () => {
    const webAuthn = new FakeWebAuthn();
    const { user } = await reachSecondStep({ methods: ['totp', 'passkey'], enrolment_required: false }, { webAuthn });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(webAuthn.prompts).toEqual(['get second-step-challenge']);
  });

  it('offers no passkey in a browser without WebAuthn', async () => {
    await reachSecondStep({ methods: ['totp', 'passkey', 'recovery_code'], enrolment_required: false });
    await screen.findByRole('textbox', { name: /^Authenticator code/ });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
  });

  it('says a cancelled passkey prompt was not used', async () => {
    const webAuthn = Object.assign(new FakeWebAuthn(), { cancel: true });
    const { user } = await reachSecondStep({ methods: ['passkey'], enrolment_required: false }, { webAuthn });
    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used. Try again, or choose another way.');
  });

  it('says the sign-in expired and links back to /login with the query when no second step is pending', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/login/second-step?clientId=weather-radar&seq=3', account: ada, password });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired or was ended. Please sign in again.');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await screen.findByRole('textbox', { name: 'Email' });
    expect(currentLocation()).toBe('/login?clientId=weather-radar&seq=3');
  });

  it('enrols an authenticator app when the enterprise requires one, shows the recovery codes once, and continues after they are saved', async () => {
    const { user, rootStore } = await reachSecondStep({ methods: [], enrolment_required: true });
    expect(await screen.findByText('Your organisation requires two-step sign-in. Add a second way to sign in to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code that adds your weather account to an authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml,<svg/>');
    expect(screen.getByRole('textbox', { name: 'Secret' })).toHaveValue(TOTP_SECRET);
    await user.type(screen.getByRole('textbox', { name: /^Code from the app/ }), `${TOTP_CODE}{Enter}`);

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download codes' })).toHaveAttribute('download', 'weather-recovery-codes.txt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm that you have saved the codes first');
    expect(rootStore.sessionStore.user).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('enrols a passkey under a name when the enterprise requires a factor', async () => {
    const webAuthn = new FakeWebAuthn();
    const { user, transport } = await reachSecondStep({ methods: [], enrolment_required: true }, { webAuthn });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const name = await screen.findByRole('textbox', { name: /^Passkey name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the passkey a name');
    await user.type(name, 'Work laptop{Enter}');
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(transport.secondStep.enrolledPasskeys).toEqual(['Work laptop']);
  });

  it('speaks Italian', async () => {
    const { user } = await reachSecondStep(totpOnly, { language: 'it' });
    const code = await screen.findByRole('textbox', { name: /^Codice di autenticazione/ });
    await user.type(code, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Questo codice non è valido');
    expect(screen.getByRole('button', { name: 'Usa un codice di recupero' })).toBeInTheDocument();
  });
});
