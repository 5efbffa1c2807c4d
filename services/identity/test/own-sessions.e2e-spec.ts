import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet tractor marmalade 1987';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface OwnSession {
  id: number;
  browser: string | null;
  os: string | null;
  platform: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
  impersonator: { first_name: string; last_name: string } | null;
}

describe('/v1/users/me/sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function signInFrom(email: string, userAgent: string, password = PASSWORD) {
    const agent = t.agent();
    await agent.post('/auth/login').set(CSRF).set('User-Agent', userAgent).send({ email, password }).expect(200);
    return agent;
  }

  async function twoBrowsers() {
    const user = await t.createUser({ password: PASSWORD });
    const laptop = await signInFrom(user.email, FIREFOX_ON_LINUX);
    const phone = await signInFrom(user.email, SAFARI_ON_IPHONE);
    return { user, laptop, phone };
  }

  const list = async (agent: ReturnType<TestApp['agent']>): Promise<OwnSession[]> => (await agent.get('/v1/users/me/sessions').expect(200)).body;

  it('lists the live sessions of the user with device, address, times, and which one is this', async () => {
    const { laptop } = await twoBrowsers();

    const sessions = await list(laptop);

    expect(sessions).toHaveLength(2);
    const here = sessions.find((session) => session.current);
    const phone = sessions.find((session) => !session.current);
    expect(here).toMatchObject({ browser: 'Firefox 133', os: 'Linux', platform: 'desktop', impersonator: null });
    expect(phone).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5', platform: 'mobile', impersonator: null });
    expect(here?.ip).toEqual(expect.any(String));
    expect(Date.parse(phone?.last_seen_at ?? '')).not.toBeNaN();
    expect(Date.parse(phone?.created_at ?? '')).not.toBeNaN();
    expect(JSON.stringify(sessions)).not.toMatch(/token|Mozilla/i);
  });

  it("names the administrator of an impersonated session and leaves out other users' and expired sessions", async () => {
    const { user, laptop } = await twoBrowsers();
    const admin = await t.createUser({ firstName: 'Margaret', lastName: 'Hamilton', role: 'SYSADMIN' });
    const stranger = await t.createUser({ password: PASSWORD });
    await signInFrom(stranger.email, FIREFOX_ON_LINUX);
    const sessions = t.dataSource.getRepository(BrowserSession);
    const phoneRow = (await sessions.findBy({ userId: user.id })).find((row) => row.userAgent === SAFARI_ON_IPHONE);
    await sessions.update({ id: phoneRow?.id }, { impersonatorId: admin.id });
    const expired = await sessions.save(
      sessions.create({ ...phoneRow, id: undefined, tokenHash: 'f'.repeat(64), impersonatorId: null, expiresAt: new Date(Date.now() - 1000) }),
    );

    const listed = await list(laptop);

    expect(listed.map((session) => session.id).sort()).not.toContain(expired.id);
    expect(listed).toHaveLength(2);
    expect(listed.find((session) => session.id === phoneRow?.id)?.impersonator).toEqual({ first_name: 'Margaret', last_name: 'Hamilton' });
  });

  it('ends one other session: its cookie stops working, this one goes on', async () => {
    const { laptop, phone } = await twoBrowsers();
    const other = (await list(laptop)).find((session) => !session.current);

    await laptop.delete(`/v1/users/me/sessions/${other?.id}`).set(CSRF).expect(204);

    await phone.get('/v1/users/me').expect(401);
    await laptop.get('/v1/users/me').expect(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("answers 404 for another user's session, an unknown id and a non-number, and ends nothing", async () => {
    const { laptop } = await twoBrowsers();
    const stranger = await twoBrowsers();
    const strangers = await list(stranger.laptop);

    for (const id of [strangers[0]?.id, 999_999, 'abc']) {
      const response = await laptop.delete(`/v1/users/me/sessions/${id}`).set(CSRF).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect(await list(stranger.laptop)).toHaveLength(2);
  });

  it('ends every other session with scope=others, and refuses to guess without it', async () => {
    const { user, laptop, phone } = await twoBrowsers();
    const tablet = await signInFrom(user.email, SAFARI_ON_IPHONE);

    const bare = await laptop.delete('/v1/users/me/sessions').set(CSRF).expect(400);
    expect(bare.body.errors).toEqual([expect.objectContaining({ field: 'scope' })]);
    expect(await list(laptop)).toHaveLength(3);

    await laptop.delete('/v1/users/me/sessions').query({ scope: 'others' }).set(CSRF).expect(204);

    await phone.get('/v1/users/me').expect(401);
    await tablet.get('/v1/users/me').expect(401);
    expect((await list(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('signs the caller out when they end their own current session', async () => {
    const { laptop } = await twoBrowsers();
    const here = (await list(laptop)).find((session) => session.current);

    const response = await laptop.delete(`/v1/users/me/sessions/${here?.id}`).set(CSRF).expect(204);

    expect(String(response.headers['set-cookie'])).toMatch(/wid_session=;/);
    await laptop.get('/v1/users/me').expect(401);
  });

  it('leaves only this session after a password change: the others are dead', async () => {
    const { user, laptop, phone } = await twoBrowsers();

    await laptop.patch('/v1/users/me').set(CSRF).send({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);

    await phone.get('/v1/users/me').expect(401);
    await phone.get('/v1/users/me/sessions').expect(401);
    expect((await list(laptop)).map((session) => session.current)).toEqual([true]);
    await signInFrom(user.email, SAFARI_ON_IPHONE, NEW_PASSWORD);
  });

  it('needs a session and the CSRF header', async () => {
    const { laptop } = await twoBrowsers();
    await t.agent().get('/v1/users/me/sessions').expect(401);
    await laptop.delete('/v1/users/me/sessions').query({ scope: 'others' }).expect(403);
  });
});
