import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { MAGIC_CODE } from '../../testing/fake-session-transport';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, passwordInput } from '../../testing/queries';

// The real web component solves a proof of work in a worker (covered by the browser tests); here a
// button stands in for it, reporting a solved payload like the widget's statechange event.
jest.mock('./AltchaWidget', () => ({
  AltchaWidget: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-altcha-payload')}>
      Solve the captcha
    </button>
  ),
}));

// Typing into a form with a strength meter is slow in jsdom on a loaded machine.
jest.setTimeout(60_000);

const grace = buildPortalUser({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', is_verified: false });
const PASSWORD = 'violet kangaroo orbit 42';
/** The page waits 1 second before it submits (SPEC §4), and the strength check loads lazily. */
const SLOW = { timeout: 10_000 };

async function openRegister(path = '/register', language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path, account: grace, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Create your weather account' : 'Crea il tuo account meteo' });
  return { user, ...rendered };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const fields: [HTMLElement, string][] = [
    [screen.getByRole('textbox', { name: /^First name/ }), 'Grace'],
    [screen.getByRole('textbox', { name: /^Last name/ }), 'Hopper'],
    [screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.com'],
    [screen.getByRole('textbox', { name: /^Mobile phone/ }), '0412 345 678'],
    [passwordInput('Password'), PASSWORD],
    [passwordInput('Confirm password'), PASSWORD],
  ];
  for (const [field, value] of fields) await fillIn(user, field, value);
  await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
}

describe('RegisterPage', () => {
  it('shows the free-account offer for Australia and the terms of use with the form', async () => {
    await openRegister();

    expect(screen.getByRole('heading', { name: 'Free account for Australia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', 'https://help.weather.test/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', 'https://help.weather.test/privacy');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('shows the full sign-up messages once typing settles', async () => {
    const { user } = await openRegister();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Grace=');
    await user.click(screen.getByRole('textbox', { name: /^Last name/ }));
    await user.paste('H'.repeat(51));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example');
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '12345');
    await user.type(passwordInput('Password'), 'short');
    await user.type(passwordInput('Confirm password'), 'other');

    // The field typed last settles last.
    expect(await screen.findByText('Passwords must match', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('First name cannot contain special characters')).toBeInTheDocument();
    expect(screen.getByText('Maximum 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a correct email')).toBeInTheDocument();
    expect(screen.getByText('Not a valid Australia number')).toBeInTheDocument();
    expect(screen.getByText('Minimum 12 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('keeps Create account disabled until the captcha is solved', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.com');
    await user.type(passwordInput('Password'), PASSWORD);
    await user.type(passwordInput('Confirm password'), PASSWORD);

    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    expect(await screen.findByRole('button', { name: 'Create account' }, SLOW)).toBeEnabled();
  });

  it('registers with the lead and clientId, opens the code modal, and the code signs the new user in', async () => {
    const { user, transport } = await openRegister('/register?lead=au-campaign');
    await fillValidForm(user);

    await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

    const dialog = await screen.findByRole('alertdialog', {}, SLOW);
    expect(transport.registration.registered).toEqual([
      expect.objectContaining({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '0412 345 678',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        recaptcha: 'solved-altcha-payload',
        lead: 'au-campaign',
        client_id: null,
        timezone: expect.any(String),
      }),
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Applications' }, SLOW);
    expect(currentLocation()).toBe('/appLauncher');
  });

  it('takes the verified new user into the hand-off of the clientId', async () => {
    const { user, transport, followed } = await openRegister('/register?clientId=weather-radar');
    await fillValidForm(user);
    await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

    const dialog = await screen.findByRole('alertdialog', {}, SLOW);
    expect(transport.registration.registered).toEqual([expect.objectContaining({ client_id: 'weather-radar', lead: null })]);
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-radar.weather.test/auth/callback?token=token-1' }]), SLOW);
  });

  it("takes the application's state into the hand-off too, and onto the sign-in link (ADR 0234)", async () => {
    const { user, transport } = await openRegister('/register?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8');
    await fillValidForm(user);
    await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

    const dialog = await screen.findByRole('alertdialog', {}, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(transport.calls).toContain('session clientId=weather-radar&state=Yk3v_Q9-xL2.pR7-tW4zN8'), SLOW);
  });

  it('notifies the server message on a refusal and renews the captcha', async () => {
    const { user, transport } = await openRegister();
    transport.registration.refuseNextWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'recaptcha', code: 'CAPTCHA_INVALID', message: 'The captcha has expired or was already used. Please solve it again' }],
    };
    await fillValidForm(user);

    await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

    // The test harness and the page each bring a toaster: the notification shows in both.
    expect(await screen.findAllByText('Your account could not be created: Some fields are not valid', {}, SLOW)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(transport.registration.registered).toEqual([]);
  });

  it('goes to / on a 403', async () => {
    const { user, transport } = await openRegister();
    transport.registration.refuseNextWith = { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' };
    await fillValidForm(user);

    await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

    await screen.findByRole('heading', { name: 'Sign in' }, SLOW);
    expect(currentLocation()).toBe('/login');
  });

  it('shows reCAPTCHA when the service runs it and sends its token', async () => {
    // Google's script stands in: render() draws a button that answers with a token, as the widget would.
    window.grecaptcha = {
      ready: (callback) => callback(),
      render: (element, options) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = "I'm not a robot";
        button.addEventListener('click', () => options.callback('recaptcha-token'));
        element.append(button);
        return 1;
      },
    };
    try {
      const user = userEvent.setup();
      const { transport } = renderShell({
        path: '/register',
        account: grace,
        arrange: (fake) => {
          fake.registration.captcha = { provider: 'recaptcha', siteKey: 'site-key' };
        },
      });
      await screen.findByRole('heading', { name: 'Create your weather account' });
      await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Grace');
      await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Hopper');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'grace@example.com');
      await user.type(passwordInput('Password'), PASSWORD);
      await user.type(passwordInput('Confirm password'), PASSWORD);
      await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));

      await user.click(await screen.findByRole('button', { name: 'Create account' }, SLOW));

      await screen.findByRole('alertdialog', {}, SLOW);
      expect(transport.registration.registered).toEqual([expect.objectContaining({ recaptcha: 'recaptcha-token' })]);
    } finally {
      delete window.grecaptcha;
    }
  });

  it('speaks Italian', async () => {
    await openRegister('/register', 'it');

    expect(screen.getByRole('heading', { name: 'Account gratuito per l’Australia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea account' })).toBeDisabled();
  });
});
