import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { HELP_URL, renderShell } from '../../testing/render-shell';
import { currentLocation } from '../../testing/queries';
import type { FakeSessionTransport } from '../../testing/fake-session-transport';
import { PRODUCT_PAGES } from './product-pages';

const ada = buildPortalUser();

async function openLauncher(options: { arrange?: (transport: FakeSessionTransport) => void; account?: typeof ada; language?: 'en' | 'it' } = {}) {
  const user = userEvent.setup();
  const rendered = renderShell({ path: '/appLauncher', account: options.account ?? ada, signedIn: true, arrange: options.arrange, language: options.language });
  await screen.findByRole('group', { name: options.language === 'it' ? 'Aiuto e supporto' : 'Help and support' });
  return { user, ...rendered };
}

const card = (name: string) => screen.getByRole('group', { name });

/** A gate a test opens when it has looked at the page. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('AppLauncherPage', () => {
  it('shows one card per application in ordering-number order, then the help and Enterprise Manager cards', async () => {
    await openLauncher();
    expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Radar', 'Forecast', 'Alerts', 'Help and support', 'Enterprise Manager']);
    const radar = card('Radar');
    expect(within(radar).getByText('Radar for your area.')).toBeInTheDocument();
    expect(radar.querySelector('img')).toHaveAttribute('src', 'https://weather-radar.weather.test/logo.svg');
    expect(await within(radar).findByRole('button', { name: 'Launch' })).toBeEnabled();
  });

  it('links the help card to the configured help site and the Enterprise Manager card to /enterprise', async () => {
    await openLauncher();
    const help = within(card('Help and support')).getByRole('link', { name: 'Open help' });
    expect(help).toHaveAttribute('href', HELP_URL);
    expect(help).toHaveAttribute('target', '_blank');
    expect(within(card('Enterprise Manager')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/enterprise');
  });

  it('hides the Enterprise Manager card from a member of an enterprise, but not from a SYSADMIN', async () => {
    const member = buildPortalUser({ Enterprise: { id: 4 } });
    const { unmount } = await openLauncher({ account: member });
    expect(screen.queryByRole('group', { name: 'Enterprise Manager' })).not.toBeInTheDocument();
    unmount();
    await openLauncher({ account: { ...member, role: 'SYSADMIN' } });
    expect(card('Enterprise Manager')).toBeInTheDocument();
  });

  it('runs the checks in parallel, settles each card on its own and spins until the last one answers', async () => {
    const slow = gate();
    const { transport } = await openLauncher({ arrange: (fake) => fake.handOff.gates.set('weather-alerts', slow.promise) });
    expect(await within(card('Radar')).findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(within(card('Forecast')).getByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(within(card('Alerts')).getByText('Checking access…')).toBeInTheDocument();
    expect(screen.getByText('Checking your applications…')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('authorization'))).toEqual([
      'authorization weather-radar',
      'authorization weather-forecast',
      'authorization weather-alerts',
    ]);

    slow.open();
    expect(await within(card('Alerts')).findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your applications…')).not.toBeInTheDocument();
  });

  it.each([401, 403])('disables the card of an application that answers %s, with Learn more on the product page of its theme', async (code) => {
    await openLauncher({ arrange: (fake) => fake.handOff.answers.set('weather-alerts', { success: false, isSysAdmin: false, code }) });
    const alerts = card('Alerts');
    const learnMore = await within(alerts).findByRole('link', { name: 'Learn more' });
    expect(learnMore).toHaveAttribute('href', PRODUCT_PAGES.yellow);
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(alerts).toHaveAttribute('aria-disabled', 'true');
    expect(within(alerts).getByText('Your account does not include this application.')).toBeInTheDocument();
    expect(within(alerts).queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });

  it.each([503, 504, 502, 500])('shows Back soon and the maintenance text for an application that answers %s, going to /app-down', async (code) => {
    const { user } = await openLauncher({ arrange: (fake) => fake.handOff.answers.set('weather-forecast', { success: false, isSysAdmin: false, code }) });
    const forecast = card('Forecast');
    const backSoon = await within(forecast).findByRole('link', { name: 'Back soon' });
    expect(within(forecast).getByText('This application is down for maintenance. We will be back soon.')).toBeInTheDocument();
    expect(within(forecast).queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    expect(forecast).not.toHaveAttribute('aria-disabled');

    await user.click(backSoon);
    expect(await screen.findByText('Forecast is not available right now. We will be back soon.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/app-down?name=Forecast');
  });

  it('shows the sys-admin button only when the check says isSysAdmin and the application has a sysadmin_url', async () => {
    await openLauncher({
      arrange: (fake) => {
        fake.handOff.applications = fake.handOff.applications.map((application) =>
          application.client_id === 'weather-forecast' ? application : { ...application, sysadmin_url: `https://${application.client_id}.weather.test/admin` },
        );
        fake.handOff.answers.set('weather-radar', { success: true, isSysAdmin: true, code: 200 });
        fake.handOff.answers.set('weather-forecast', { success: true, isSysAdmin: true, code: 200 });
      },
    });
    const admin = await within(card('Radar')).findByRole('link', { name: 'Administration' });
    expect(admin).toHaveAttribute('href', 'https://weather-radar.weather.test/admin');
    await within(card('Forecast')).findByRole('button', { name: 'Launch' });
    await within(card('Alerts')).findByRole('button', { name: 'Launch' });
    expect(within(card('Forecast')).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    expect(within(card('Alerts')).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('launches with a session token and follows the redirect the service computed', async () => {
    const { user, followed, rootStore, transport } = await openLauncher();
    await user.click(await within(card('Forecast')).findByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]).toEqual({ method: 'GET', url: 'https://weather-forecast.weather.test/auth/callback?token=token-1' });
    expect(transport.calls).toContain('session clientId=weather-forecast');
    expect(rootStore.sessionStore.token).toBe('token-1');
    expect(rootStore.sessionStore.siteApplication?.client_id).toBe('weather-forecast');
  });

  it('says so on the card when the launch is refused', async () => {
    const { user, followed, transport } = await openLauncher();
    const launch = await within(card('Radar')).findByRole('button', { name: 'Launch' });
    transport.handOff.applications = transport.handOff.applications.filter((application) => application.client_id !== 'weather-radar');
    await user.click(launch);
    // The text is the errors catalogue's for APPLICATION_NOT_FOUND; never the raw code.
    const alert = await within(card('Radar')).findByRole('alert');
    expect(alert.textContent).toMatch(/\w+ \w+/);
    expect(alert).not.toHaveTextContent('APPLICATION_NOT_FOUND');
    expect(followed).toEqual([]);
  });

  it('says the applications could not be loaded, and loads them on Retry', async () => {
    const { user, transport } = await openLauncher({
      arrange: (fake) => {
        fake.handOff.listFailure = { statusCode: 500, code: 'UNKNOWN_ERROR', message: 'Internal server error' };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your applications could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong, please try again');
    transport.handOff.listFailure = null;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByRole('group', { name: 'Radar' })).findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the list again when the shown language changes for a person with no stored language, not when one is stored', async () => {
    const lists = (transport: FakeSessionTransport) => transport.calls.filter((call) => call === 'siteapplications').length;
    const { user, transport, unmount } = await openLauncher();
    await within(card('Radar')).findByRole('button', { name: 'Launch' });
    const before = lists(transport);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));
    await screen.findByText('Benvenuto, Ada Lovelace');
    await waitFor(() => expect(lists(transport)).toBe(before + 1));
    unmount();

    // The API answers in the stored language: the portal's switch alone changes nothing there.
    const stored = await openLauncher({ account: buildPortalUser({ locale: 'en' }) });
    await within(card('Radar')).findByRole('button', { name: 'Launch' });
    const storedBefore = lists(stored.transport);
    await stored.user.click(screen.getByRole('button', { name: 'Language: English' }));
    await stored.user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));
    await screen.findByText('Benvenuto, Ada Lovelace');
    expect(lists(stored.transport)).toBe(storedBefore);
  });

  it('speaks Italian', async () => {
    await openLauncher({
      language: 'it',
      arrange: (fake) => {
        fake.handOff.answers.set('weather-forecast', { success: false, isSysAdmin: false, code: 403 });
        fake.handOff.answers.set('weather-alerts', { success: false, isSysAdmin: false, code: 503 });
      },
    });
    expect(await within(card('Radar')).findByRole('button', { name: 'Avvia' })).toBeInTheDocument();
    expect(await within(card('Forecast')).findByRole('link', { name: 'Scopri di più' })).toBeInTheDocument();
    expect(await within(card('Alerts')).findByRole('link', { name: 'Torniamo presto' })).toBeInTheDocument();
    expect(within(card('Enterprise Manager')).getByRole('link', { name: 'Registrati' })).toBeInTheDocument();
  });
});
