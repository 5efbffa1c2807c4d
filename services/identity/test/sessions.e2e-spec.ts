import { Clock } from '../src/platform/clock';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { User } from '../src/users/user.entity';
import { startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

describe('browser sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SESSION_TTL: '1h', SESSION_IDLE_TIMEOUT: '10m' });
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedInUser() {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const session = await t.dataSource.getRepository(BrowserSession).findOneByOrFail({ userId: user.id });
    return { user, agent, session };
  }

  it('sets the absolute expiry from SESSION_TTL', async () => {
    const { session } = await signedInUser();

    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(3600 * 1000);
  });

  it('ends a session unused for longer than SESSION_IDLE_TIMEOUT', async () => {
    const { agent, session } = await signedInUser();
    await t.dataSource.getRepository(BrowserSession).update({ id: session.id }, { lastSeenAt: new Date(Date.now() - 11 * 60 * 1000) });

    await agent.get('/v1/users/me').expect(401);
    expect(await t.dataSource.getRepository(BrowserSession).existsBy({ id: session.id })).toBe(false);
  });

  it('ends a session past its absolute expiry', async () => {
    const { agent, session } = await signedInUser();
    await t.dataSource.getRepository(BrowserSession).update({ id: session.id }, { expiresAt: new Date(Date.now() - 1000) });

    await agent.get('/v1/users/me').expect(401);
  });

  it('updates last seen at most once a minute', async () => {
    const { agent, session } = await signedInUser();
    const sessions = t.dataSource.getRepository(BrowserSession);

    await agent.get('/v1/users/me').expect(200);
    expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt.getTime()).toBe(session.lastSeenAt.getTime());

    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    await sessions.update({ id: session.id }, { lastSeenAt: twoMinutesAgo });
    await agent.get('/v1/users/me').expect(200);
    expect((await sessions.findOneByOrFail({ id: session.id })).lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60 * 1000);
  });

  it('refuses the session of a user who was disabled after signing in', async () => {
    const { user, agent } = await signedInUser();
    await t.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });

    await agent.get('/v1/users/me').expect(401);
  });

  it('refuses a made-up cookie', async () => {
    await t.agent().get('/v1/users/me').set('Cookie', 'wid_session=made-up').expect(401);
  });
});

describe('browser sessions with an idle timeout under a minute (issue 25 item 9)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SESSION_TTL: '1h', SESSION_IDLE_TIMEOUT: '20s' });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps a session used every few seconds alive, and ends it 20 s after its last use', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const agent = await t.signIn(user.email, PASSWORD);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    const start = Date.now();

    let elapsed = 0;
    for (let step = 0; step < 40; step += 1) {
      elapsed += 3_000;
      clock.mockReturnValue(new Date(start + elapsed));
      await agent.get('/v1/users/me').expect(200);
    }
    clock.mockReturnValue(new Date(start + elapsed + 20_000));

    await agent.get('/v1/users/me').expect(401);
  });
});
