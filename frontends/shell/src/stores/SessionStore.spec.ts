import { buildPortalUser } from '@weather/ui/testing';
import { FakeSessionTransport, incorrectCredentials } from '../testing/fake-session-transport';
import { SessionStore } from './SessionStore';

const ada = buildPortalUser();
const networkDown = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };

function setup() {
  const transport = new FakeSessionTransport(ada, 'secret password');
  const sut = new SessionStore(transport);
  return { sut, transport };
}

describe(SessionStore.name, () => {
  it('starts with the empty client session state', () => {
    const { sut } = setup();
    expect(sut).toMatchObject({
      user: null,
      provider: null,
      error: null,
      token: null,
      siteApplication: null,
      needVerify: false,
      skipRegister: false,
      isLoading: false,
      hasLoaded: false,
    });
  });

  it('finds nobody signed in when the check answers a visitor', async () => {
    const { sut } = setup();
    await sut.ensureLoaded();
    expect(sut).toMatchObject({ user: null, hasLoaded: true, isLoading: false, error: null });
    expect(sut.isSignedIn).toBe(false);
  });

  it('shares one check between concurrent callers', async () => {
    const { sut, transport } = setup();
    await Promise.all([sut.ensureLoaded(), sut.ensureLoaded()]);
    await sut.ensureLoaded();
    expect(transport.calls).toEqual(['me']);
  });

  it('keeps a failed check as an error and does not claim it has loaded', async () => {
    const { sut, transport } = setup();
    transport.failWith = networkDown;
    await sut.ensureLoaded();
    expect(sut).toMatchObject({ hasLoaded: false, error: networkDown });
  });

  it('signs in and loads the user', async () => {
    const { sut } = setup();
    await expect(sut.login({ email: ada.email, password: 'secret password' })).resolves.toBe('signed-in');
    expect(sut).toMatchObject({ user: ada, error: null, needVerify: false, isLoading: false, hasLoaded: true });
  });

  it('marks an unverified user as needing verification', async () => {
    const transport = new FakeSessionTransport(buildPortalUser({ is_verified: false }), 'pw');
    const sut = new SessionStore(transport);
    await sut.login({ email: ada.email, password: 'pw' });
    expect(sut.needVerify).toBe(true);
  });

  it('stores the server error of refused credentials', async () => {
    const { sut } = setup();
    await expect(sut.login({ email: ada.email, password: 'wrong' })).resolves.toBe('refused');
    expect(sut).toMatchObject({ user: null, error: incorrectCredentials, isLoading: false });
  });

  it('clears the session on logout', async () => {
    const { sut, transport } = setup();
    await sut.login({ email: ada.email, password: 'secret password' });
    await sut.logout();
    expect(sut).toMatchObject({ user: null, hasLoaded: true });
    expect(transport.calls.at(-1)).toBe('logout');
  });

  it('keeps the user when logout fails for another reason than a lost session', async () => {
    const { sut, transport } = setup();
    await sut.login({ email: ada.email, password: 'secret password' });
    transport.failWith = networkDown;
    await sut.logout();
    expect(sut.user).toEqual(ada);
    expect(sut.error).toEqual(networkDown);
  });

  it('signs out on a 401 from another call', async () => {
    const { sut } = setup();
    await sut.login({ email: ada.email, password: 'secret password' });
    sut.handleUnauthorized();
    expect(sut.isSignedIn).toBe(false);
  });

  it('marks the user for the forced password update on a 403 PASSWORD_CHANGE_REQUIRED (ADR 0236)', async () => {
    const { sut } = setup();
    await sut.login({ email: ada.email, password: 'secret password' });
    expect(sut.user?.is_force_reset_password).toBe(false);

    sut.handlePasswordChangeRequired();

    expect(sut.isSignedIn).toBe(true);
    expect(sut.user?.is_force_reset_password).toBe(true);
  });

  it('takes a new version of the user from a remote', async () => {
    const { sut } = setup();
    await sut.login({ email: ada.email, password: 'secret password' });
    sut.setUser({ ...ada, first_name: 'Augusta' });
    expect(sut.user?.first_name).toBe('Augusta');
  });
});
