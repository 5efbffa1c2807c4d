import { CSRF, startTestApp, type TestApp } from './support/test-app';

describe('terms of the collaboration sign-up: GET and POST /v1/eula/collaborate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('records the acceptance time the page sent, for the signed-in user, once', async () => {
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    const eula = (await agent.get('/v1/eula/collaborate').expect(200)).body as { id: number; content: string };
    expect(eula.content.length).toBeGreaterThan(0);
    // Kept to the second (a MySQL DATETIME has no fraction).
    const acceptedAt = new Date(Math.floor((Date.now() - 90_000) / 1000) * 1000).toISOString();

    const recorded = await agent.post('/v1/eula/collaborate').set(CSRF).send({ id: user.id, eulaId: eula.id, eulaAcceptanceDateTime: acceptedAt }).expect(201);

    expect(recorded.body).toEqual({ id: user.id, eulaId: eula.id, eulaAcceptanceDateTime: acceptedAt });
    const again = await agent
      .post('/v1/eula/collaborate')
      .set(CSRF)
      .send({ id: user.id, eulaId: eula.id, eulaAcceptanceDateTime: new Date().toISOString() })
      .expect(201);
    expect(again.body.eulaAcceptanceDateTime).toBe(acceptedAt);
  });

  it("refuses someone else's id, an unknown EULA, a moment in the future, and a caller without a session", async () => {
    const user = await t.createUser({ password: 'a long enough password' });
    const other = await t.createUser();
    const agent = await t.signIn(user.email, 'a long enough password');
    const { id: eulaId } = (await agent.get('/v1/eula/collaborate').expect(200)).body as { id: number };
    const now = new Date().toISOString();

    await agent.post('/v1/eula/collaborate').set(CSRF).send({ id: other.id, eulaId, eulaAcceptanceDateTime: now }).expect(403);
    await agent.post('/v1/eula/collaborate').set(CSRF).send({ id: user.id, eulaId: eulaId + 1000, eulaAcceptanceDateTime: now }).expect(404);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const refused = await agent.post('/v1/eula/collaborate').set(CSRF).send({ id: user.id, eulaId, eulaAcceptanceDateTime: future }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'eulaAcceptanceDateTime' })]);
    await t.agent().post('/v1/eula/collaborate').set(CSRF).send({ id: user.id, eulaId, eulaAcceptanceDateTime: now }).expect(401);
  });
});
