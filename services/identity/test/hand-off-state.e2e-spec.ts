// Issue 25 item 5: the hand-off bound to the browser that started it, as OAuth's `state` does. The
// application's sign-in link carries a state it also keeps in a cookie; the portal passes it to GET
// /v1/users/me/session (and through SAML); the service stores it with the token, hands it back with
// the token, and a redemption of a token minted with a state must name that same state.
import { startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { HandoffToken } from '../src/site-applications/handoff/handoff-token.entity';
import { basicAuth, createApplication } from './support/hand-off';
import { postToAcs, samlDomain, startSamlSignIn } from './support/saml-sign-in';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app';

const STATE = 'Yk3v_Q9-xL2.pR7~tW4zN8';
const OTHER_STATE = 'Zm4w_R0-yM3.qS8~uX5aP9';
/** As a query value: URLSearchParams escapes the tilde. */
const STATE_QUERY = new URLSearchParams({ state: STATE }).toString();
const STATE_MISMATCH = { statusCode: 400, code: 'HANDOFF_STATE_MISMATCH', message: 'The state does not match the one the session token was issued with' };

describe('hand-off state: the token bound to the browser that asked for it', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    t = await startTestApp({ DNS_SERVERS: dns.address, WEBHOOK_POLL_INTERVAL: '1h' });
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await dns?.close();
  });

  async function signedIn(): Promise<TestAgent> {
    const user = await t.createUser({ password: 'a long enough password' });
    return t.signIn(user.email, 'a long enough password');
  }

  async function session(agent: TestAgent, query: Record<string, string>): Promise<{ token: string; redirect: { method: string; url: string; fields?: Record<string, string> } }> {
    return (await agent.get('/v1/users/me/session').query(query).expect(200)).body as { token: string; redirect: { method: string; url: string; fields?: Record<string, string> } };
  }

  describe('GET /v1/users/me/session?state=', () => {
    it('stores the state with the token and hands it back with the token in a GET redirect', async () => {
      const { application } = await createApplication(t);
      const agent = await signedIn();

      const body = await session(agent, { clientId: application.clientId, return: '/maps', seq: '3', state: STATE });

      expect(body.redirect).toEqual({ method: 'GET', url: `http://localhost:4001/maps?token=${body.token}&seq=3&${STATE_QUERY}` });
      const row = await t.dataSource.getRepository(HandoffToken).findOneByOrFail({ siteApplicationId: application.id });
      expect(row.state).toBe(STATE);
    });

    it('posts the state beside the token to the post callback URL', async () => {
      const { application } = await createApplication(t, { postCallbackUrl: 'http://localhost:4001/auth/post-callback' });
      const agent = await signedIn();

      const body = await session(agent, { clientId: application.clientId, return: '/maps', state: STATE });

      expect(body.redirect).toEqual({ method: 'POST', url: 'http://localhost:4001/auth/post-callback', fields: { token: body.token, returnPath: '/maps', state: STATE } });
    });

    it('keeps the hand-off of the spec for an application that sends no state (no state stored, none handed back)', async () => {
      const { application } = await createApplication(t);
      const agent = await signedIn();

      const body = await session(agent, { clientId: application.clientId });

      expect(body.redirect).toEqual({ method: 'GET', url: `http://localhost:4001/auth/callback?token=${body.token}` });
      expect((await t.dataSource.getRepository(HandoffToken).findOneByOrFail({ siteApplicationId: application.id })).state).toBeNull();
    });

    it.each([
      ['too short (under 16 characters)', 'abc123'],
      ['too long (over 128 characters)', 'a'.repeat(129)],
      ['a character outside letters, digits, - . _ ~', `${'a'.repeat(20)}/<x>`],
      ['a space', `${'a'.repeat(10)} ${'b'.repeat(10)}`],
    ])('refuses a state that is %s with a 400 naming the field, and issues no token', async (_case, state) => {
      const { application } = await createApplication(t);
      const agent = await signedIn();

      const response = await agent.get('/v1/users/me/session').query({ clientId: application.clientId, state }).expect(400);

      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        errors: [{ field: 'state', code: 'HANDOFF_STATE_INVALID', message: 'The state must be 16 to 128 letters, digits, hyphens, dots, underscores or tildes' }],
      });
      expect(await t.dataSource.getRepository(HandoffToken).countBy({ siteApplicationId: application.id })).toBe(0);
    });
  });

  describe('POST /v1/handoff/redeem with state', () => {
    async function minted(state: string | null): Promise<{ token: string; auth: string; applicationId: number }> {
      const { application, credentials } = await createApplication(t);
      const agent = await signedIn();
      const { token } = await session(agent, state === null ? { clientId: application.clientId } : { clientId: application.clientId, state });
      return { token, auth: basicAuth(credentials.client_id, credentials.client_secret), applicationId: application.id };
    }

    const redeem = (auth: string, body: Record<string, string>) => t.agent().post('/v1/handoff/redeem').set('Authorization', auth).send(body);

    it('redeems a token minted with a state when the application sends that state', async () => {
      const { token, auth } = await minted(STATE);

      await redeem(auth, { token, state: STATE }).expect(200);
    });

    it("refuses a token minted with a state when the redemption sends another state or none, and the right state still redeems it", async () => {
      const { token, auth } = await minted(STATE);

      expect((await redeem(auth, { token, state: OTHER_STATE }).expect(400)).body).toEqual(STATE_MISMATCH);
      expect((await redeem(auth, { token }).expect(400)).body).toEqual(STATE_MISMATCH);
      // A refused state is not a redemption: the browser that holds the state can still finish.
      await redeem(auth, { token, state: STATE }).expect(200);
    });

    it('refuses a token minted without a state when the redemption names one (an application that binds never takes an unbound token)', async () => {
      const { token, auth } = await minted(null);

      expect((await redeem(auth, { token, state: STATE }).expect(400)).body).toEqual(STATE_MISMATCH);
      await redeem(auth, { token }).expect(200);
    });

    it('refuses a malformed state at the redemption with a 400 naming the field', async () => {
      const { token, auth } = await minted(STATE);

      const response = await redeem(auth, { token, state: 'short' }).expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'state', code: 'HANDOFF_STATE_INVALID' }] });
    });
  });

  describe('SAML sign-in', () => {
    it('carries the state through the identity provider into the hand-off of the portal', async () => {
      const { domain } = await samlDomain(t, dns, idp);
      const email = `ida@${domain.name}`;
      const query = `?clientId=weather-radar&return=%2Fradar&seq=4&state=${STATE}`;

      const started = await startSamlSignIn(t, idp, domain.id, { nameId: email, email, firstName: 'Ida', lastName: 'Rhodes' }, {}, query);
      const landing = await postToAcs(started.browser, started.acsPath, started.answer.SAMLResponse, started.answer.RelayState);

      expect(landing.status).toBe(303);
      expect(landing.headers.location).toBe(`${t.config.portalUrl.origin}/login?clientId=weather-radar&return=%2Fradar&seq=4&${STATE_QUERY}`);
    });

    it('refuses a malformed state before sending anyone to the identity provider', async () => {
      const { domain } = await samlDomain(t, dns, idp);

      const response = await t.agent().get(`/auth/saml/${domain.id}/login`).query({ clientId: 'weather-radar', state: 'no/good' }).expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'state', code: 'HANDOFF_STATE_INVALID' }] });
    });
  });
});
