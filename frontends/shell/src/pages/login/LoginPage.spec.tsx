import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { type AdoptEntries, awaitShell } from '../../login-island/handover';
import { renderShell } from '../../testing/render-shell';
import { currentLocation, findPasswordInput, passwordInput } from '../../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
const password = 'correct horse battery';

async function openLogin(path = '/login', language: 'en' | 'it' = 'en') {
  const user = userEvent.setup();
  const rendered = renderShell({ path, account: ada, password, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Sign in' : 'Accedi' });
  return { user, ...rendered };
}

describe('LoginPage', () => {
  it('takes the email typed on the first paint (docs/adr/0424) when it mounts, and asks for its provider', async () => {
    let adopt: AdoptEntries | null = null;
    awaitShell({ loginFormReady: (given) => (adopt = given), leftLogin: () => undefined });
    await openLogin();
    expect(adopt).not.toBeNull();

    act(() => adopt?.({ email: ada.email, emailTouched: true }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(ada.email);
    // A valid email: the provider answers LOCAL and the password field shows, as after typing it here.
    await findPasswordInput();
  });

  it('shows the rule of an unfinished email left on the first paint', async () => {
    let adopt: AdoptEntries | null = null;
    awaitShell({ loginFormReady: (given) => (adopt = given), leftLogin: () => undefined });
    await openLogin();
    act(() => adopt?.({ email: 'ada@example', emailTouched: true }));
    expect(await screen.findByText("That's not a valid email address")).toBeInTheDocument();
  });

  it('keeps the button disabled while the email is not valid and says why after leaving the field', async () => {
    const { user } = await openLogin();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.tab();
    expect(await screen.findByText("That's not a valid email address")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await findPasswordInput();
    expect(submit).toBeEnabled();
    expect(screen.queryByText("That's not a valid email address")).not.toBeInTheDocument();
  });

  it('refuses an empty password with "Password cannot be blank" and does not call the API', async () => {
    const { user, transport } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ada.email);
    await findPasswordInput();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password cannot be blank')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('login'))).toEqual([]);
  });

  it('shows "Incorrect email or password" under the form on a 401, and clears it on the next edit', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(currentLocation()).toBe('/login');

    await user.type(passwordInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in and opens the application launcher with the user name', async () => {
    const { user, rootStore } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput(), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    expect(rootStore.sessionStore.user).toEqual(ada);
  });

  it('shows the email of the query read-only and keeps clientId, return, seq and email', async () => {
    const { rootStore } = await openLogin('/login?clientId=forecast&return=%2Fradar&seq=3&email=ada%40example.com');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(await findPasswordInput()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(rootStore.signInRequestStore).toMatchObject({ clientId: 'forecast', returnPath: '/radar', seq: '3', email: 'ada@example.com' });
  });

  it("explains a sign-in refused at the identity provider's answer", async () => {
    await openLogin('/login?error=SAML_RESPONSE_REJECTED');
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in from your identity provider was refused');
  });

  it('says so in Italian when the sign-in from the identity provider was refused', async () => {
    await openLogin('/login?error=SAML_RESPONSE_REJECTED', 'it');
    expect(screen.getByRole('alert')).toHaveTextContent("L'accesso dal tuo provider di identità è stato rifiutato");
  });

  it('shows nothing for an error value that is not a sign-in refusal', async () => {
    await openLogin('/login?error=FORBIDDEN');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput(), 'secret');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('offers the magic code, forgot password and help links', async () => {
    await openLogin();
    expect(screen.getByRole('button', { name: 'Sign in with a magic code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
    const help = screen.getByRole('link', { name: "Can't sign in?" });
    expect(help).toHaveAttribute('href', 'https://help.weather.test');
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('sends a signed-in user from /login to the launcher, and tells a waiting first paint to step aside', async () => {
    const leftLogin = jest.fn();
    const loginFormReady = jest.fn();
    awaitShell({ loginFormReady, leftLogin });
    renderShell({ path: '/login', account: ada, signedIn: true });
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    expect(leftLogin).toHaveBeenCalledTimes(1);
    expect(loginFormReady).not.toHaveBeenCalled();
  });

  it.each(['/forgot', '/register'])('sends a signed-in user from %s to the launcher', async (path) => {
    renderShell({ path, account: ada, signedIn: true });
    await waitFor(() => expect(currentLocation()).toBe('/appLauncher'));
  });

  it('switches to Italian with the language menu, messages included', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'zoe@nowhere');
    await user.tab();
    expect(await screen.findByText('Questo non è un indirizzo email valido')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.it');
    expect(await screen.findByRole('button', { name: 'Mostra password' })).toBeInTheDocument();
  });

  it('says so in Italian when the credentials are refused', async () => {
    const { user } = await openLogin('/login', 'it');
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ada.email);
    await user.type(await findPasswordInput('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o password non corretti');
  });
});
