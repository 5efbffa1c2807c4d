import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeWebAuthn, TOTP_CODE } from '../../testing/fake-second-step-service';
import { MAGIC_CODE } from '../../testing/fake-session-transport';
import { API_URL, renderShell } from '../../testing/render-shell';
import { currentLocation } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
const password = 'correct horse battery';

describe('/login with second factors (issue 29)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('goes to the second step after a right emailed code, keeping the OpenID Connect interaction and its prompt', async () => {
    const user = userEvent.setup();
    const { rootStore } = renderShell({
      path: '/login?interaction=abc123&prompt=login',
      account: ada,
      password,
      arrange: (fake) => {
        fake.secondStep.due = { methods: ['totp'], enrolment_required: false };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    expect(currentLocation()).toBe('/login/second-step?interaction=abc123&prompt=login');
    expect(rootStore.sessionStore).toMatchObject({ user: null, secondStepDue: false });
  });

  it('goes to the second step when the social pop-up says one is due, and to the application after it', async () => {
    Object.defineProperty(window, 'fetch', {
      value: jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ facebook: true, linkedin: false }) })),
      configurable: true,
      writable: true,
    });
    const user = userEvent.setup();
    const { transport, followed } = renderShell({ path: '/login?clientId=weather-radar', account: ada, password });
    await screen.findByRole('button', { name: 'Continue with Facebook' });
    // The pop-up's first step passed at the API: the challenge is pending, no session yet.
    transport.secondStep.due = { methods: ['totp'], enrolment_required: false };
    transport.secondStep.firstStepPassed();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: API_URL, data: { type: 'weather-social-sign-in', ok: true, provider: 'facebook', second_step: true } }));
    });
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    expect(currentLocation()).toBe('/login/second-step?clientId=weather-radar');
    expect(transport.calls).not.toContain('session clientId=weather-radar');
    await user.type(await screen.findByRole('textbox', { name: /^Authenticator code/ }), `${TOTP_CODE}{Enter}`);
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-radar.weather.test/auth/callback?token=token-1' }]));
  });

  it('shows "Sign in with a passkey" only in a browser with WebAuthn, and signs in with it as after a password', async () => {
    const user = userEvent.setup();
    const webAuthn = new FakeWebAuthn();
    const { transport } = renderShell({ path: '/login', account: ada, password, webAuthn });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    const passkeyCalls = transport.calls.indexOf('passkey options');
    expect(transport.calls.slice(passkeyCalls, passkeyCalls + 3)).toEqual(['passkey options', 'passkey cred-ada', 'me']);
  });

  it('shows no passkey button in a browser without WebAuthn', async () => {
    renderShell({ path: '/login', account: ada, password });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('hands a passkey sign-in with a clientId on to the application, and says a refused passkey in Italian', async () => {
    const user = userEvent.setup();
    const webAuthn = new FakeWebAuthn();
    const { transport, followed } = renderShell({ path: '/login?clientId=weather-forecast', account: ada, password, webAuthn, language: 'it' });
    transport.secondStep.passkeyRegistered = false;
    await user.click(await screen.findByRole('button', { name: 'Accedi con una passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile verificare questa passkey');

    transport.secondStep.passkeyRegistered = true;
    await user.click(screen.getByRole('button', { name: 'Accedi con una passkey' }));
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-forecast.weather.test/auth/callback?token=token-1' }]));
  });
});
