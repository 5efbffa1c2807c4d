import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { renderShell } from '../../testing/render-shell';
import { currentLocation } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const tooMany = { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, please try again later' };

async function openForgot(path = '/forgot', language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path, account: ada, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Forgot password' : 'Password dimenticata' });
  return { user, ...rendered };
}

describe('ForgotPasswordPage', () => {
  it('keeps Send disabled for an invalid email and says why', async () => {
    const { user } = await openForgot();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.tab();
    expect(await screen.findByText("That's not a valid email address")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  });

  it('mails a reset link and shows the tick only once it is sent', async () => {
    const { user, transport } = await openForgot();
    let release = () => undefined as void;
    transport.forgotGate = new Promise((resolve) => {
      release = resolve;
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('If ada@example.com has an account, a reset link is on its way. Check your inbox.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(transport.mails).toEqual(['reset ada@example.com']);
  });

  it('shows a refusal such as too many attempts', async () => {
    const { user, transport } = await openForgot();
    transport.failWith = tooMany;
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again later');
    expect(screen.queryByRole('img', { name: 'Sent' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Send reset link', 'The service is briefly unavailable, please try again in a moment'],
    ['it', 'Invia link di reimpostazione', 'Il servizio è momentaneamente non disponibile, riprova tra un attimo'],
  ] as const)('says in %s that the service is briefly unavailable when the database is down (503)', async (language, submit, text) => {
    const { user, transport } = await openForgot('/forgot', language);
    transport.failWith = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment' };
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('mails a magic code instead and opens the code modal on /login', async () => {
    const { user, transport } = await openForgot('/forgot?clientId=forecast');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(transport.mails).toEqual(['code ada@example.com']);
    expect(screen.getByRole('textbox', { name: 'Email', hidden: true })).toHaveValue('ada@example.com');
  });

  it('returns to the login page', async () => {
    const { user } = await openForgot();
    await user.click(screen.getByRole('link', { name: 'Return to login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it('speaks Italian', async () => {
    const { user } = await openForgot('/forgot', 'it');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia link di reimpostazione' }));
    expect(await screen.findByText(/^Se ada@example\.com ha un account/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inviato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Torna all'accesso" })).toHaveAttribute('href', '/login');
  });
});
