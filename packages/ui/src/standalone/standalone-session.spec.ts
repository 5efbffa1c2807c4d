import { buildPortalUser } from '../testing';
import { StandaloneSession } from './standalone-session';

const ada = buildPortalUser();

describe(StandaloneSession.name, () => {
  it('reads the user the portal signed in', async () => {
    const sut = new StandaloneSession(async () => ({ ok: true, data: ada }));
    await sut.load();
    expect(sut).toMatchObject({ user: ada, hasLoaded: true, error: null });
  });

  it('knows nobody is signed in on a 401', async () => {
    const sut = new StandaloneSession(async () => ({ ok: false, error: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' } }));
    await sut.load();
    expect(sut).toMatchObject({ user: null, hasLoaded: true, error: null });
  });

  it('keeps other failures as an error', async () => {
    const sut = new StandaloneSession(async () => ({ ok: false, error: { statusCode: 0, code: 'NETWORK_ERROR', message: 'down' } }));
    await sut.load();
    expect(sut).toMatchObject({ user: null, hasLoaded: false, error: { code: 'NETWORK_ERROR' } });
  });

  it('ends the session on a 401 of another call', async () => {
    const sut = new StandaloneSession(async () => ({ ok: true, data: ada }));
    await sut.load();
    sut.handleUnauthorized();
    expect(sut.user).toBeNull();
  });
});
