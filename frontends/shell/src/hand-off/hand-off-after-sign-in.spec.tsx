import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { MAGIC_CODE } from '../testing/fake-session-transport';
import { renderShell } from '../testing/render-shell';
import { currentLocation, findPasswordInput, passwordInput } from '../testing/queries';

const ada = buildPortalUser({ email: 'ada@example.com' });
const password = 'correct horse battery';
const strong = 'Violet-Thunder-Harbour-42';

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, await screen.findByRole('textbox', { name: 'Email' }), ada.email);
  await fillIn(user, await findPasswordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the hand-off after sign-in (SPEC §4 steps 3-5)', () => {
  it('sends a password sign-in with a clientId to the base URL plus the return path, token and seq appended', async () => {
    const user = userEvent.setup();
    const { followed, transport, rootStore } = renderShell({ path: '/login?clientId=weather-radar&return=%2Fradar%2Fsydney&seq=7', account: ada, password });
    await signInWithPassword(user);
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toEqual({ method: 'GET', url: 'https://weather-radar.weather.test/radar/sydney?token=token-1&seq=7' });
    expect(transport.calls).toContain('session clientId=weather-radar&return=%2Fradar%2Fsydney&seq=7');
    expect(rootStore.sessionStore.token).toBe('token-1');
    expect(rootStore.sessionStore.siteApplication?.name).toBe('Radar');
    expect(screen.getByText('Taking you to Radar…')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?clientId=weather-radar&return=%2Fradar%2Fsydney&seq=7');
  });

  it('goes to the callback URL without a return path', async () => {
    const user = userEvent.setup();
    const { followed } = renderShell({ path: '/login?clientId=weather-forecast', account: ada, password });
    await signInWithPassword(user);
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-forecast.weather.test/auth/callback?token=token-1' }]));
  });

  it('posts the token and return path to an application with a post callback URL', async () => {
    const user = userEvent.setup();
    const { followed } = renderShell({
      path: '/login?clientId=weather-alerts&return=%2Ftoday',
      account: ada,
      password,
      arrange: (fake) => {
        fake.handOff.applications = fake.handOff.applications.map((application) =>
          application.client_id === 'weather-alerts' ? { ...application, postCallbackUrl: 'https://weather-alerts.weather.test/auth/callback' } : application,
        );
      },
    });
    await signInWithPassword(user);
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toEqual({ method: 'POST', url: 'https://weather-alerts.weather.test/auth/callback', fields: { token: 'token-1', returnPath: '/today' } });
  });

  it('hands a person who is signed in already straight to the application', async () => {
    const { followed, transport } = renderShell({ path: '/login?clientId=weather-radar&seq=2', account: ada, signedIn: true });
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-radar.weather.test/auth/callback?token=token-1&seq=2' }]));
    expect(transport.calls.filter((call) => call.startsWith('session'))).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('shows a refused return path instead of redirecting, with a way to the launcher', async () => {
    const user = userEvent.setup();
    const { followed } = renderShell({ path: '/login?clientId=weather-radar&return=%2F%2Fevil.example', account: ada, password });
    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'The application could not be opened' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This return address is not allowed');
    expect(followed).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Go to your applications' }));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('says so in Italian', async () => {
    renderShell({ path: '/login?clientId=weather-unknown', account: ada, signedIn: true, language: 'it' });
    expect(await screen.findByRole('heading', { name: "Non è stato possibile aprire l'applicazione" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alle tue applicazioni' })).toBeInTheDocument();
  });

  it('hands off after a magic code sign-in (SPEC §4 step 5)', async () => {
    const user = userEvent.setup();
    const { followed } = renderShell({ path: '/login?clientId=weather-forecast&return=%2Fweek&seq=3', account: ada, password });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
    await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-forecast.weather.test/week?token=token-1&seq=3' }]));
  });

  it('hands off after a forced password update, with the clientId, return and seq of the sign-in', async () => {
    const user = userEvent.setup();
    const flagged = { ...ada, is_force_reset_password: true };
    const { followed } = renderShell({ path: '/login?clientId=weather-radar&return=%2Fradar&seq=5', account: flagged, password });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), flagged.email);
    await user.type(await findPasswordInput(), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/password/update?clientId=weather-radar&return=%2Fradar&seq=5');
    await user.type(passwordInput('New password'), strong);
    await user.type(passwordInput('Confirm new password'), strong);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: 'https://weather-radar.weather.test/radar?token=token-1&seq=5' }]));
  });

  describe("the application's state (login CSRF, ADR 0234)", () => {
    const state = 'Yk3v_Q9-xL2.pR7~tW4zN8';
    const stateQuery = 'state=Yk3v_Q9-xL2.pR7%7EtW4zN8';

    it('goes with the session call of a password sign-in and comes back with the token', async () => {
      const user = userEvent.setup();
      const { followed, transport } = renderShell({ path: `/login?clientId=weather-radar&return=%2Fradar&${stateQuery}`, account: ada, password });
      await signInWithPassword(user);
      await waitFor(() => expect(followed).toHaveLength(1));
      expect(transport.calls).toContain(`session clientId=weather-radar&return=%2Fradar&${stateQuery}`);
      expect(followed[0]).toEqual({ method: 'GET', url: `https://weather-radar.weather.test/radar?token=token-1&${stateQuery}` });
    });

    it('is posted beside the token to a post callback URL', async () => {
      const user = userEvent.setup();
      const { followed } = renderShell({
        path: `/login?clientId=weather-alerts&${stateQuery}`,
        account: ada,
        password,
        arrange: (fake) => {
          fake.handOff.applications = fake.handOff.applications.map((application) =>
            application.client_id === 'weather-alerts' ? { ...application, postCallbackUrl: 'https://weather-alerts.weather.test/auth/callback' } : application,
          );
        },
      });
      await signInWithPassword(user);
      await waitFor(() => expect(followed).toEqual([{ method: 'POST', url: 'https://weather-alerts.weather.test/auth/callback', fields: { token: 'token-1', state } }]));
    });

    it('survives a magic code sign-in', async () => {
      const user = userEvent.setup();
      const { transport } = renderShell({ path: `/login?clientId=weather-forecast&${stateQuery}`, account: ada, password });
      await user.type(await screen.findByRole('textbox', { name: 'Email' }), ada.email);
      await user.click(screen.getByRole('button', { name: 'Sign in with a magic code' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Verification code/ }), MAGIC_CODE);
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(transport.calls).toContain(`session clientId=weather-forecast&${stateQuery}`));
    });

    it('survives the forced password update', async () => {
      const user = userEvent.setup();
      const flagged = { ...ada, is_force_reset_password: true };
      const { followed } = renderShell({ path: `/login?clientId=weather-radar&seq=5&${stateQuery}`, account: flagged, password });
      await user.type(await screen.findByRole('textbox', { name: 'Email' }), flagged.email);
      await user.type(await findPasswordInput(), password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Update your password' })).toBeInTheDocument();
      expect(currentLocation()).toBe(`/password/update?clientId=weather-radar&seq=5&${stateQuery}`);
      await user.type(passwordInput('New password'), strong);
      await user.type(passwordInput('Confirm new password'), strong);
      await user.click(screen.getByRole('button', { name: 'Update password' }));
      await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: `https://weather-radar.weather.test/auth/callback?token=token-1&seq=5&${stateQuery}` }]));
    });

    it('goes with the hand-off of someone signed in already', async () => {
      const { followed } = renderShell({ path: `/login?clientId=weather-radar&${stateQuery}`, account: ada, signedIn: true });
      await waitFor(() => expect(followed).toEqual([{ method: 'GET', url: `https://weather-radar.weather.test/auth/callback?token=token-1&${stateQuery}` }]));
    });
  });

  it('opens the launcher after a sign-in without a clientId (SPEC §4 step 4)', async () => {
    const user = userEvent.setup();
    const { followed } = renderShell({ path: '/login', account: ada, password });
    await signInWithPassword(user);
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appLauncher');
    expect(followed).toEqual([]);
  });
});
