import { buildPortalUser } from '@weather/ui/testing';
import { buildOwnSession, FakeAccountTransport } from '../testing/fake-account-transport';
import { SessionsStore } from './SessionsStore';

function setup() {
  const transport = new FakeAccountTransport(buildPortalUser());
  transport.sessions = [buildOwnSession({ id: 5 }), buildOwnSession({ id: 7, current: true }), buildOwnSession({ id: 9 })];
  return { sut: new SessionsStore(transport), transport };
}

describe(SessionsStore.name, () => {
  it('loads the sessions with this one first', async () => {
    const { sut } = setup();
    await sut.load();
    expect(sut.sessions.map((session) => session.id)).toEqual([7, 5, 9]);
    expect(sut.others.map((session) => session.id)).toEqual([5, 9]);
    expect(sut).toMatchObject({ hasLoaded: true, isLoading: false, error: null });
  });

  it('ends one session, and counts one that had already ended as gone', async () => {
    const { sut, transport } = setup();
    await sut.load();
    await expect(sut.end(5)).resolves.toBe(true);
    transport.sessions = transport.sessions.filter((session) => session.id !== 9);
    await expect(sut.end(9)).resolves.toBe(true);
    expect(sut.sessions.map((session) => session.id)).toEqual([7]);
    expect(sut.ending.size).toBe(0);
  });

  it('keeps the list when ending fails', async () => {
    const { sut, transport } = setup();
    await sut.load();
    transport.sessionsRefuseWith = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' };
    await expect(sut.end(5)).resolves.toBe(false);
    await expect(sut.endOthers()).resolves.toBe(false);
    expect(sut.sessions).toHaveLength(3);
  });

  it('ends all the others', async () => {
    const { sut } = setup();
    await sut.load();
    await expect(sut.endOthers()).resolves.toBe(true);
    expect(sut.sessions.map((session) => session.id)).toEqual([7]);
  });
});
