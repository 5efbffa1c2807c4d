import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { TOTP_CODE } from '../../testing/fake-second-step-service';
import { MAGIC_CODE } from '../../testing/fake-session-transport';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, passwordInput } from '../../testing/queries';
import { EMBEDDED_MESSAGES, postToParent } from './parent-messages';

// jsdom has no framing page: the messages are recorded where they would be posted.
jest.mock('./parent-messages', () => ({ ...jest.requireActual('./parent-messages'), postToParent: jest.fn() }));
// The real proof-of-work widget runs in the browser tests; a button stands in for it here.
jest.mock('../register/AltchaWidget', () => ({
  AltchaWidget: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-altcha-payload')}>
      Solve the captcha
    </button>
  ),
}));

jest.setTimeout(60_000);

const grace = buildPortalUser({ id: 41, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', is_verified: false });
const PASSWORD = 'violet kangaroo orbit 42';
const SLOW = { timeout: 10_000 };
const posted = postToParent as jest.MockedFunction<typeof postToParent>;

async function openEmbedded(path = '/embeddedregister?clientId=weather-radar', language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path, account: grace, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Join the collaboration' : 'Unisciti alla collaborazione' });
  return { user, ...rendered };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'grace@example.com') {
  await fillIn(user, screen.getByRole('textbox', { name: /^First name/ }), 'Grace');
  await fillIn(user, screen.getByRole('textbox', { name: /^Last name/ }), 'Hopper');
  await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), email);
  await fillIn(user, passwordInput('Password'), PASSWORD);
  await fillIn(user, passwordInput('Confirm password'), PASSWORD);
  await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
}

describe('EmbeddedRegisterPage', () => {
  beforeEach(() => posted.mockClear());

  it('needs a clientId, else it goes to /', async () => {
    renderShell({ path: '/embeddedregister', account: grace });

    await screen.findByRole('heading', { name: 'Sign in' }, SLOW);
    expect(currentLocation()).toBe('/login');
  });

  it('shows the embedded rules once typing settles, without a phone field', async () => {
    const { user } = await openEmbedded();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), ' G ');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@');

    expect(await screen.findByText('Invalid email address', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Minimum 2 characters')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /phone/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('sends a known address to sign-in and tells the framing page', async () => {
    const { user, transport } = await openEmbedded();
    transport.registration.knownEmails.add('grace@example.com');
    await fillForm(user);

    await user.click(await screen.findByRole('button', { name: 'Sign up' }, SLOW));

    await screen.findByRole('heading', { name: 'Sign in' }, SLOW);
    expect(currentLocation()).toBe('/login?clientId=weather-radar&email=grace%40example.com');
    expect(posted.mock.calls.map(([message]) => message)).toEqual([EMBEDDED_MESSAGES.login]);
    expect(transport.registration.registered).toEqual([]);
  });

  it('shows the terms, registers once they are accepted, verifies the code, records the acceptance and hands off', async () => {
    const { user, transport, followed } = await openEmbedded();
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Sign up' }, SLOW));

    const terms = await screen.findByRole('alertdialog', { name: 'Terms of use' }, SLOW);
    expect(within(terms).getByText('Share forecasts fairly.')).toBeInTheDocument();
    expect(transport.registration.registered).toEqual([]);
    const before = Date.now();
    // `hidden: true`: in jsdom, Fluent's tabster modalizer now and then leaves this dialog's own
    // surface aria-hidden (about 1 run in 6 on a loaded machine, never seen in chromium). What a
    // screen reader gets in a real browser is checked by the browser suite (dialogs.e2e.ts and
    // embedded-register.e2e.ts: the terms dialog by role, axe of every impact).
    await user.click(within(terms).getByRole('button', { name: 'Accept', hidden: true }));

    const code = await screen.findByRole('alertdialog', { name: 'Enter your verification code' }, SLOW);
    expect(transport.registration.registered).toEqual([
      expect.objectContaining({ email: 'grace@example.com', client_id: 'weather-radar', is_collaborate_self_register: true, recaptcha: 'solved-altcha-payload' }),
    ]);
    await user.type(within(code).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(code).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(followed).toHaveLength(1), SLOW);
    expect(transport.calls).toContain(`code grace@example.com ${MAGIC_CODE}`);
    expect(transport.registration.acceptances).toEqual([{ id: 41, eulaId: 7, eulaAcceptanceDateTime: expect.any(String) }]);
    expect(Date.parse(transport.registration.acceptances[0].eulaAcceptanceDateTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(posted.mock.calls.map(([message]) => message)).toEqual([
      EMBEDDED_MESSAGES.termsOpened,
      EMBEDDED_MESSAGES.termsClosed,
      EMBEDDED_MESSAGES.codeVerificationOpened,
      EMBEDDED_MESSAGES.codeVerificationClosed,
    ]);
  });

  it('runs the second step an enterprise requires in the frame, then records the acceptance and hands off (ADR 0903)', async () => {
    const { user, transport, followed } = await openEmbedded('/embeddedregister?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
    transport.secondStep.due = { methods: [], enrolment_required: true };
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Sign up' }, SLOW));
    const terms = await screen.findByRole('alertdialog', { name: 'Terms of use' }, SLOW);
    await user.click(within(terms).getByRole('button', { name: 'Accept', hidden: true }));
    const code = await screen.findByRole('alertdialog', { name: 'Enter your verification code' }, SLOW);
    await user.type(within(code).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(code).getByRole('button', { name: 'Verify' }));

    // No session yet: the page stays, the terms wait, the enrolment shows in place of the form.
    expect(await screen.findByText('Your organisation requires two-step sign-in. Add a second way to sign in to continue.', {}, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/embeddedregister?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(transport.registration.acceptances).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByRole('textbox', { name: /^Code from the app/ }), `${TOTP_CODE}{Enter}`);
    await screen.findByRole('list', { name: 'Your recovery codes' }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(followed).toHaveLength(1), SLOW);
    expect(followed[0].url).toContain('state=Yk3v_Q9-xL2.pR7-tW4zN8');
    expect(transport.registration.acceptances).toEqual([{ id: 41, eulaId: 7, eulaAcceptanceDateTime: expect.any(String) }]);
  });

  it("carries the application's state to sign-in and into the hand-off (ADR 0234)", async () => {
    const { user, transport } = await openEmbedded('/embeddedregister?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
    transport.registration.knownEmails.add('grace@example.com');
    await fillForm(user);

    await user.click(await screen.findByRole('button', { name: 'Sign up' }, SLOW));

    await screen.findByRole('heading', { name: 'Sign in' }, SLOW);
    expect(currentLocation()).toBe('/login?clientId=weather-radar&email=grace%40example.com&state=Yk3v_Q9-xL2.pR7-tW4zN8');
  });

  it('speaks Italian', async () => {
    await openEmbedded('/embeddedregister?clientId=weather-radar', 'it');

    expect(screen.getByRole('button', { name: 'Registrati' })).toBeDisabled();
  });
});
