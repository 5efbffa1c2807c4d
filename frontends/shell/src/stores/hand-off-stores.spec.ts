import { waitFor } from '@testing-library/react';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeSessionTransport } from '../testing/fake-session-transport';
import { ALERTS_AUTH_TOKEN_KEY } from './application-storage';
import { applicationAccess } from './application-access';
import { HandOffStore } from './HandOffStore';
import { LauncherStore } from './LauncherStore';
import { SessionStore } from './SessionStore';

const ada = buildPortalUser();

const OWNER = 'the signed-in user';

function signedInTransport() {
  const transport = new FakeSessionTransport(ada);
  transport.signedIn = ada;
  return transport;
}

describe(applicationAccess.name, () => {
  it.each([
    [{ success: true, isSysAdmin: false, code: 200 }, { state: 'allowed', isSysAdmin: false }],
    [{ success: true, isSysAdmin: true, code: 200 }, { state: 'allowed', isSysAdmin: true }],
    [{ success: false, isSysAdmin: false, code: 401 }, { state: 'not-authorized' }],
    [{ success: false, isSysAdmin: false, code: 403 }, { state: 'not-authorized' }],
    [{ success: false, isSysAdmin: false, code: 404 }, { state: 'down' }],
    [{ success: false, isSysAdmin: false, code: 500 }, { state: 'down' }],
    [{ success: false, isSysAdmin: false, code: 502 }, { state: 'down' }],
    [{ success: false, isSysAdmin: false, code: 504 }, { state: 'down' }],
    [{ success: true, isSysAdmin: false, code: 201 }, { state: 'down' }],
  ])('reads %j as %j', (check, expected) => {
    expect(applicationAccess({ ok: true, data: check })).toEqual(expected);
  });

  it('treats a check the service could not make as down', () => {
    expect(applicationAccess({ ok: false, error: { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' } })).toEqual({ state: 'down' });
  });
});

describe(LauncherStore.name, () => {
  it('orders the applications by ordering number and settles once every check answered', async () => {
    const transport = signedInTransport();
    transport.handOff.answers.set('weather-forecast', { success: false, isSysAdmin: false, code: 403 });
    const sut = new LauncherStore(transport);
    const loading = sut.load(OWNER);
    expect(sut.isSettling).toBe(true);
    await loading;
    expect(sut.applications.map((application) => application.client_id)).toEqual(['weather-radar', 'weather-forecast', 'weather-alerts']);
    expect(sut.applications.map((application) => sut.accessOf(application).state)).toEqual(['allowed', 'not-authorized', 'allowed']);
    expect(sut).toMatchObject({ isSettling: false, hasLoaded: true, error: null });
  });

  it('keeps the error of a list that did not load', async () => {
    const transport = signedInTransport();
    transport.handOff.listFailure = { statusCode: 503, code: 'UNKNOWN_ERROR', message: 'Service Unavailable' };
    const sut = new LauncherStore(transport);
    await sut.load(OWNER);
    expect(sut).toMatchObject({ isSettling: false, hasLoaded: false, applications: [], error: transport.handOff.listFailure });
  });

  it('drops the answers of an older load', async () => {
    const transport = signedInTransport();
    let open!: () => void;
    transport.handOff.gates.set('weather-radar', new Promise<void>((resolve) => (open = resolve)));
    transport.handOff.answers.set('weather-radar', { success: false, isSysAdmin: false, code: 403 });
    const sut = new LauncherStore(transport);
    const first = sut.load(OWNER);
    // The first load's check has been asked (and answers 403 once its gate opens).
    await waitFor(() => expect(transport.calls).toContain('authorization weather-radar'));
    transport.handOff.gates.clear();
    transport.handOff.answers.set('weather-radar', { success: true, isSysAdmin: false, code: 200 });
    await sut.load(OWNER);
    open();
    await first;
    expect(sut.accessOf(sut.applications[0])).toEqual({ state: 'allowed', isSysAdmin: false });
  });
});

describe(HandOffStore.name, () => {
  it('keeps the session response in the session state and answers the redirect', async () => {
    const transport = signedInTransport();
    const session = new SessionStore(transport, null);
    const sut = new HandOffStore(transport, session);
    const redirect = await sut.start({ clientId: 'weather-radar', return: '/radar', seq: '1' });
    expect(redirect).toEqual({ method: 'GET', url: 'https://weather-radar.weather.test/radar?token=token-1&seq=1' });
    expect(session.token).toBe('token-1');
    expect(session.siteApplication?.client_id).toBe('weather-radar');
    expect(sut).toMatchObject({ isLoading: false, error: null, clientId: 'weather-radar' });
  });

  it('asks once for the same request made twice while the first runs: a token is single-use', async () => {
    const transport = signedInTransport();
    const sut = new HandOffStore(transport, new SessionStore(transport, null));
    const [first, second] = await Promise.all([sut.start({ clientId: 'weather-radar' }), sut.start({ clientId: 'weather-radar' })]);
    expect(first).toEqual(second);
    expect(transport.handOff.tokens).toEqual(['token-1']);
  });

  it('keeps a refusal to show and gives no redirect', async () => {
    const transport = signedInTransport();
    const session = new SessionStore(transport, null);
    const sut = new HandOffStore(transport, session);
    expect(await sut.start({ clientId: 'weather-radar', return: '//evil.example' })).toBeNull();
    expect(sut.error?.code).toBe('RETURN_PATH_NOT_ALLOWED');
    expect(session.token).toBeNull();
  });
});

describe('sign-out and the applications’ stored tokens (SPEC §4)', () => {
  function storage() {
    const items = new Map([[ALERTS_AUTH_TOKEN_KEY, 'alerts-token'], ['other', 'kept']]);
    return { items, removeItem: (key: string) => void items.delete(key) };
  }

  it('clears the third application’s auth token on sign-out, and nothing else', async () => {
    const transport = signedInTransport();
    const stored = storage();
    const sut = new SessionStore(transport, stored);
    await sut.logout();
    expect([...stored.items.keys()]).toEqual(['other']);
    expect(sut.user).toBeNull();
  });

  it('keeps it while the sign-out has not happened', async () => {
    const transport = signedInTransport();
    transport.failWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    const stored = storage();
    await new SessionStore(transport, stored).logout();
    expect(stored.items.get(ALERTS_AUTH_TOKEN_KEY)).toBe('alerts-token');
  });

  it('clears the browser’s localStorage by default', async () => {
    localStorage.setItem(ALERTS_AUTH_TOKEN_KEY, 'alerts-token');
    const transport = signedInTransport();
    await new SessionStore(transport).logout();
    expect(localStorage.getItem(ALERTS_AUTH_TOKEN_KEY)).toBeNull();
  });
});
