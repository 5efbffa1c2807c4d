import { createServer, type Server } from 'node:http';
import { codeOf, type SmtpInbox, startSmtpInbox } from '@weather/test-peers';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { In } from 'typeorm';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { WebhookWorker } from '../src/site-applications/webhooks/webhook-worker.service';
import { verifySignatureHeader } from '../src/site-applications/webhooks/webhook-signature';
import { User } from '../src/users/user.entity';
import { enterpriseAdmin, PASSWORD, type SignedIn, signedInUser } from './support/enterprises';
import { createApplication } from './support/hand-off';
import { impersonatingAdmin } from './support/impersonation';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';
import { saveOidcApplication } from './support/oidc-application';
import { authorizeIn } from './support/oidc-authorization';
import { OidcBrowser } from './support/oidc-browser';
import { freePort } from './support/processes';
import { CSRF, type TestAgent, type TestApp, startTestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MAIL_LIMIT = 3;

interface Delivered {
  type: string;
  user: { uuid: string; role: string; email: string };
}

/**
 * GET/PUT/POST/DELETE /v1/users/{id}[/...]: a system administrator's user management (issue 30,
 * docs/adr/1003), on the real app and database, a real SMTP inbox and a real webhook receiver.
 */
describe('user administration by system administrators', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let receiver: WebhookReceiver;
  let webhookSecret: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    receiver = await startWebhookReceiver();
    // The outbox is sent by runOnce() in the tests: its timer never fires within a test.
    t = await startTestApp({ SMTP_URL: inbox.url, PORTAL_URL: 'https://portal.example.com', WEBHOOK_POLL_INTERVAL: '1h', MAIL_MAX_PER_RECIPIENT: String(MAIL_LIMIT) });
    ({ webhook_secret: webhookSecret } = (await createApplication(t, { webhookUrl: receiver.url })).credentials);
  });

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await inbox?.close();
  });

  const sysadmin = () => signedInUser(t, { role: 'SYSADMIN', firstName: 'Margaret', lastName: 'Hamilton' });

  /** The user signed in twice, as from two browsers. */
  async function userWithTwoSessions(fields: Partial<User> = {}): Promise<SignedIn & { other: TestAgent }> {
    const signedIn = await signedInUser(t, { firstName: 'Grace', lastName: 'Hopper', ...fields });
    const other = t.agent();
    await other.post('/auth/login').set(CSRF).set('User-Agent', FIREFOX).send({ email: signedIn.user.email, password: PASSWORD }).expect(200);
    return { ...signedIn, other };
  }

  async function auditOf(subjectId: number | null, events: string[]): Promise<AuditLog[]> {
    return t.dataSource.getRepository(AuditLog).find({ where: { ...(subjectId === null ? {} : { subjectId }), event: In(events) }, order: { id: 'ASC' } });
  }

  /** Sends the outbox to the receiver and answers the signed events it got about this user. */
  async function deliveredAbout(uuid: string): Promise<string[]> {
    await t.app.get(WebhookWorker).runOnce();
    const now = Math.floor(Date.now() / 1000);
    return receiver.received
      .filter((request) => (JSON.parse(request.rawBody) as Delivered).user.uuid === uuid)
      .map((request) => {
        expect(verifySignatureHeader(webhookSecret, request.rawBody, request.headers['x-weather-signature'] as string, now)).toBe(true);
        return (JSON.parse(request.rawBody) as Delivered).type;
      });
  }

  describe('GET /v1/users/{id}', () => {
    it('shows the profile, the enterprise by name, the role, the states, the last sign-in and the second factors', async () => {
      const admin = await sysadmin();
      const owner = await enterpriseAdmin(t, 'Bureau of Clouds');
      const member = await signedInUser(t, { enterpriseId: owner.enterpriseId, firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Rear admiral' });

      const answer = await admin.agent.get(`/v1/users/${member.user.id}`).expect(200);

      expect(answer.body).toEqual({
        id: member.user.id,
        uuid: member.user.uuid,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: member.user.email,
        job_title: 'Rear admiral',
        mobile_number: '',
        timezone: null,
        role: 'USER',
        is_enterprise_administrator: false,
        enterprise: { id: owner.enterpriseId, name: 'Bureau of Clouds' },
        is_verified: true,
        is_disabled: false,
        is_force_reset_password: false,
        created_at: (await t.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id })).createdAt.toISOString(),
        last_sign_in_at: expect.any(String),
        second_factors: 0,
      });
      const [signIn] = await auditOf(member.user.id, ['LOGIN_SUCCEEDED']);
      expect(answer.body.last_sign_in_at).toBe(signIn.createdAt.toISOString());
    });

    it('says null for a user outside any enterprise who never signed in', async () => {
      const admin = await sysadmin();
      const user = await t.createUser({ isVerified: false });

      const answer = await admin.agent.get(`/v1/users/${user.id}`).expect(200);

      expect(answer.body).toMatchObject({ enterprise: null, last_sign_in_at: null, is_verified: false });
    });

    it('answers 404 USER_NOT_FOUND for an unknown or non-numeric id', async () => {
      const admin = await sysadmin();

      expect((await admin.agent.get('/v1/users/99999999').expect(404)).body).toEqual({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
      expect((await admin.agent.get('/v1/users/abc').expect(404)).body.code).toBe('USER_NOT_FOUND');
      expect((await admin.agent.delete('/v1/users/99999999').set(CSRF).expect(404)).body.code).toBe('USER_NOT_FOUND');
      expect((await admin.agent.put('/v1/users/99999999/disabled').set(CSRF).send({ disabled: true }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    });

    it("keeps GET /v1/users/me the caller's own profile", async () => {
      const admin = await sysadmin();

      expect((await admin.agent.get('/v1/users/me').expect(200)).body).toMatchObject({ id: admin.user.id, email: admin.user.email });
    });
  });

  describe('who may', () => {
    const routes: [string, (agent: TestAgent, id: number) => Promise<{ status: number; body: { code: string } }>][] = [
      ['GET /v1/users/{id}', (agent, id) => agent.get(`/v1/users/${id}`)],
      ['GET /v1/users/{id}/sessions', (agent, id) => agent.get(`/v1/users/${id}/sessions`)],
      ['DELETE /v1/users/{id}/sessions', (agent, id) => agent.delete(`/v1/users/${id}/sessions`).set(CSRF)],
      ['PUT /v1/users/{id}/disabled', (agent, id) => agent.put(`/v1/users/${id}/disabled`).set(CSRF).send({ disabled: true })],
      ['PUT /v1/users/{id}/role', (agent, id) => agent.put(`/v1/users/${id}/role`).set(CSRF).send({ role: 'SYSADMIN' })],
      ['POST /v1/users/{id}/password-reset', (agent, id) => agent.post(`/v1/users/${id}/password-reset`).set(CSRF)],
      ['POST /v1/users/{id}/verification', (agent, id) => agent.post(`/v1/users/${id}/verification`).set(CSRF)],
      ['DELETE /v1/users/{id}', (agent, id) => agent.delete(`/v1/users/${id}`).set(CSRF)],
    ];

    it.each(routes)('%s: 401 signed out, 403 FORBIDDEN for a user and for an enterprise administrator of the user', async (_route, call) => {
      const owner = await enterpriseAdmin(t);
      const member = await signedInUser(t, { enterpriseId: owner.enterpriseId });
      const ordinary = await signedInUser(t);

      expect((await call(t.agent(), member.user.id)).status).toBe(401);
      for (const caller of [ordinary.agent, owner.agent]) {
        const refused = await call(caller, member.user.id);
        expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
      }
      const after = await t.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id });
      expect([after.role, after.isDisabled]).toEqual(['USER', false]);
      await member.agent.get('/v1/users/me').expect(200);
    });

    it('refuses a state change without the CSRF header', async () => {
      const admin = await sysadmin();
      const user = await t.createUser();

      expect((await admin.agent.put(`/v1/users/${user.id}/disabled`).send({ disabled: true }).expect(403)).body.code).toBe('CSRF_REJECTED');
      expect((await admin.agent.delete(`/v1/users/${user.id}`).expect(403)).body.code).toBe('CSRF_REJECTED');
      expect(await t.dataSource.getRepository(User).existsBy({ id: user.id, isDisabled: false })).toBe(true);
    });

    it('refuses an administrator while they impersonate someone (their session is the user’s)', async () => {
      const { agent } = await impersonatingAdmin(t);
      const other = await t.createUser();

      expect((await agent.put(`/v1/users/${other.id}/disabled`).set(CSRF).send({ disabled: true }).expect(403)).body.code).toBe('FORBIDDEN');
      expect(await t.dataSource.getRepository(User).existsBy({ id: other.id, isDisabled: false })).toBe(true);
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with address, agent, creation and last use, and who impersonates', async () => {
      const admin = await sysadmin();
      const { user } = await userWithTwoSessions();
      const impersonation = await impersonatingAdmin(t);

      const sessions = (await admin.agent.get(`/v1/users/${user.id}/sessions`).expect(200)).body as Record<string, unknown>[];

      expect(sessions).toHaveLength(2);
      expect(sessions).toContainEqual({
        id: expect.any(Number),
        browser: 'Firefox 133',
        os: 'Linux',
        platform: 'desktop',
        user_agent: FIREFOX,
        ip: '127.0.0.1',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        impersonated_by: null,
      });
      const impersonated = (await admin.agent.get(`/v1/users/${impersonation.user.id}/sessions`).expect(200)).body as Record<string, unknown>[];
      expect(impersonated.map((session) => session.impersonated_by)).toEqual([
        { id: impersonation.administrator.id, first_name: impersonation.administrator.firstName, last_name: impersonation.administrator.lastName, email: impersonation.administrator.email },
      ]);
    });

    it('forces a sign-out everywhere: both cookies refused at once, audited, the applications told user.logged_out', async () => {
      const admin = await sysadmin();
      const { user, agent, other } = await userWithTwoSessions();

      await admin.agent.delete(`/v1/users/${user.id}/sessions`).set(CSRF).expect(204);

      await agent.get('/v1/users/me').expect(401);
      await other.get('/v1/users/me').expect(401);
      await admin.agent.get('/v1/users/me').expect(200);
      expect((await admin.agent.get(`/v1/users/${user.id}/sessions`).expect(200)).body).toEqual([]);
      const [row] = await auditOf(user.id, ['USER_SIGNED_OUT']);
      expect(row).toMatchObject({ actorId: admin.user.id, subjectId: user.id, details: { email: user.email } });
      expect(await deliveredAbout(user.uuid)).toEqual(['user.logged_out']);
      await t.signIn(user.email, PASSWORD);
    });
  });

  describe('PUT /v1/users/{id}/disabled', () => {
    it('disables: the sessions end at once, sign-in is refused, audited, user.disabled; enabling undoes it', async () => {
      const admin = await sysadmin();
      const { user, agent, other } = await userWithTwoSessions();

      const disabled = await admin.agent.put(`/v1/users/${user.id}/disabled`).set(CSRF).send({ disabled: true }).expect(200);

      expect(disabled.body).toMatchObject({ id: user.id, is_disabled: true });
      await agent.get('/v1/users/me').expect(401);
      await other.get('/v1/users/me').expect(401);
      const refused = await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(403);
      expect(refused.body.code).toBe('ACCOUNT_DISABLED');

      expect((await admin.agent.put(`/v1/users/${user.id}/disabled`).set(CSRF).send({ disabled: false }).expect(200)).body.is_disabled).toBe(false);
      await t.signIn(user.email, PASSWORD);
      const rows = await auditOf(user.id, ['USER_DISABLED', 'USER_ENABLED']);
      expect(rows.map((row) => [row.event, row.actorId, row.subjectId])).toEqual([
        ['USER_DISABLED', admin.user.id, user.id],
        ['USER_ENABLED', admin.user.id, user.id],
      ]);
      expect(await deliveredAbout(user.uuid)).toEqual(['user.disabled', 'user.updated']);
    });

    it('refuses a body that is not { disabled: boolean }', async () => {
      const admin = await sysadmin();
      const user = await t.createUser();
      const put = (body: object) => admin.agent.put(`/v1/users/${user.id}/disabled`).set(CSRF).send(body).expect(400);

      expect((await put({ disabled: 'yes' })).body.errors).toEqual([{ field: 'disabled', code: 'INVALID_TYPE', message: 'This value has the wrong type' }]);
      expect((await put({})).body.code).toBe('VALIDATION_FAILED');
      expect((await put({ disabled: true, role: 'USER' })).body.errors).toEqual([expect.objectContaining({ field: 'role', code: 'UNKNOWN_FIELD' })]);
      expect(await t.dataSource.getRepository(User).existsBy({ id: user.id, isDisabled: false })).toBe(true);
    });
  });

  describe('PUT /v1/users/{id}/role', () => {
    it('promotes and demotes, effective at once for the user, audited as ROLE_CHANGED with the actor, user.updated', async () => {
      const admin = await sysadmin();
      const { user, agent } = await signedInUser(t);
      await agent.get('/v1/users?text=a').expect(403);

      expect((await admin.agent.put(`/v1/users/${user.id}/role`).set(CSRF).send({ role: 'SYSADMIN' }).expect(200)).body.role).toBe('SYSADMIN');
      await agent.get('/v1/users?text=a').expect(200);
      expect((await admin.agent.put(`/v1/users/${user.id}/role`).set(CSRF).send({ role: 'USER' }).expect(200)).body.role).toBe('USER');
      await agent.get('/v1/users?text=a').expect(403);

      const rows = await auditOf(user.id, ['ROLE_CHANGED']);
      expect(rows.map((row) => [row.actorId, row.details])).toEqual([
        [admin.user.id, { email: user.email, from: 'USER', to: 'SYSADMIN' }],
        [admin.user.id, { email: user.email, from: 'SYSADMIN', to: 'USER' }],
      ]);
      await t.app.get(WebhookWorker).runOnce();
      const roles = receiver.received.map((request) => JSON.parse(request.rawBody) as Delivered).filter((event) => event.user.uuid === user.uuid);
      expect(roles.map((event) => [event.type, event.user.role])).toEqual([
        ['user.updated', 'SYSADMIN'],
        ['user.updated', 'USER'],
      ]);
    });

    it('refuses an unknown role', async () => {
      const admin = await sysadmin();
      const user = await t.createUser();

      const refused = await admin.agent.put(`/v1/users/${user.id}/role`).set(CSRF).send({ role: 'ROOT' }).expect(400);

      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'role' })] });
    });
  });

  describe('mails', () => {
    it('mails a password reset link, audited with the administrator as actor', async () => {
      const admin = await sysadmin();
      const user = await t.createUser();
      inbox.arrivals.length = 0;

      await admin.agent.post(`/v1/users/${user.id}/password-reset`).set(CSRF).expect(204);

      const mail = await inbox.take();
      expect(mail.to).toMatchObject({ text: user.email });
      expect(mail.text).toMatch(/https:\/\/portal\.example\.com\/verify\/[A-Za-z0-9_-]{20,}/);
      const rows = await auditOf(user.id, ['USER_PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET_SENT']);
      expect(rows.map((row) => [row.event, row.actorId])).toEqual([
        ['PASSWORD_RESET_SENT', null],
        ['USER_PASSWORD_RESET_REQUESTED', admin.user.id],
      ]);
    });

    it('resends the verification code to an unverified user, and answers 409 ALREADY_VERIFIED for a verified one', async () => {
      const admin = await sysadmin();
      const unverified = await t.createUser({ isVerified: false });
      const verified = await t.createUser();
      inbox.arrivals.length = 0;

      await admin.agent.post(`/v1/users/${unverified.id}/verification`).set(CSRF).expect(204);
      const refused = await admin.agent.post(`/v1/users/${verified.id}/verification`).set(CSRF).expect(409);

      expect(refused.body).toEqual({ statusCode: 409, code: 'ALREADY_VERIFIED', message: 'This email address is already verified' });
      const mail = await inbox.take();
      expect(mail.to).toMatchObject({ text: unverified.email });
      const code = codeOf(mail);
      await t.agent().patch(`/v1/users/${unverified.id}`).set(CSRF).send({ email: unverified.email, magic_code: code }).expect(200);
      expect((await auditOf(unverified.id, ['USER_VERIFICATION_RESENT'])).map((row) => row.actorId)).toEqual([admin.user.id]);
      expect(await auditOf(verified.id, ['USER_VERIFICATION_RESENT'])).toEqual([]);
    });

    it("keeps to the recipient's mail limit under parallel requests: the rest answer 429", async () => {
      const admin = await sysadmin();
      const user = await t.createUser();

      const answers = await Promise.all(Array.from({ length: MAIL_LIMIT + 2 }, () => admin.agent.post(`/v1/users/${user.id}/password-reset`).set(CSRF)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(MAIL_LIMIT).fill(204), 429, 429]);
      expect(answers.find((answer) => answer.status === 429)?.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(await auditOf(user.id, ['USER_PASSWORD_RESET_REQUESTED'])).toHaveLength(MAIL_LIMIT);
      expect(await auditOf(user.id, ['MAIL_LIMITED'])).toHaveLength(2);
    });

    it('sends no link to a disabled account', async () => {
      const admin = await sysadmin();
      const user = await t.createUser({ isDisabled: true });

      expect((await admin.agent.post(`/v1/users/${user.id}/password-reset`).set(CSRF).expect(403)).body.code).toBe('ACCOUNT_DISABLED');
    });
  });

  describe('DELETE /v1/users/{id}', () => {
    it('deletes the account: its cookie refused, user.deleted sent, its audit rows kept, USER_DELETED naming who it was', async () => {
      const admin = await sysadmin();
      const { user, agent, other } = await userWithTwoSessions();
      await admin.agent.post(`/v1/users/${user.id}/password-reset`).set(CSRF).expect(204);
      const before = await t.dataSource.getRepository(AuditLog).find({ where: { subjectId: user.id } });
      expect(before.map((row) => row.event)).toEqual(expect.arrayContaining(['LOGIN_SUCCEEDED', 'USER_PASSWORD_RESET_REQUESTED']));

      await admin.agent.delete(`/v1/users/${user.id}`).set(CSRF).expect(204);

      await agent.get('/v1/users/me').expect(401);
      await other.get('/v1/users/me').expect(401);
      await admin.agent.get(`/v1/users/${user.id}`).expect(404);
      await t.agent().post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(401);
      const [deleted] = await auditOf(null, ['USER_DELETED']).then((rows) => rows.filter((row) => row.details?.userId === user.id));
      expect(deleted).toMatchObject({ actorId: admin.user.id, subjectId: null, details: { userId: user.id, uuid: user.uuid, email: user.email, firstName: 'Grace', lastName: 'Hopper' } });
      const kept = await t.dataSource.getRepository(AuditLog).find({ where: { id: In(before.map((row) => row.id)) }, order: { id: 'ASC' } });
      expect(kept.map((row) => [row.id, row.event, row.subjectId])).toEqual(before.map((row) => [row.id, row.event, null]));
      expect(await deliveredAbout(user.uuid)).toEqual(['user.deleted']);
    });
  });

  describe('guards against locking the product out', () => {
    it.each([
      ['disable', (agent: TestAgent, id: number) => agent.put(`/v1/users/${id}/disabled`).set(CSRF).send({ disabled: true })],
      ['demote', (agent: TestAgent, id: number) => agent.put(`/v1/users/${id}/role`).set(CSRF).send({ role: 'USER' })],
      ['delete', (agent: TestAgent, id: number) => agent.delete(`/v1/users/${id}`).set(CSRF)],
    ])('refuses to %s oneself with 403 OWN_ACCOUNT', async (_action, call) => {
      const admin = await sysadmin();

      const refused = await call(admin.agent, admin.user.id);

      expect([refused.status, refused.body]).toEqual([403, { statusCode: 403, code: 'OWN_ACCOUNT', message: 'You cannot do this to your own account' }]);
      expect(await t.dataSource.getRepository(User).existsBy({ id: admin.user.id, role: 'SYSADMIN', isDisabled: false })).toBe(true);
      await admin.agent.get('/v1/users/me').expect(200);
    });
  });
});

/**
 * Two administrators acting on each other at the same moment, on an installation where they are the
 * only SYSADMINs: whatever the interleaving, one of them stays an enabled SYSADMIN (docs/adr/1003).
 * On MariaDB the requests run on separate connections, so the row locks do the work.
 */
describe('user administration: two administrators at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const actions: [string, (agent: TestAgent, id: number) => Promise<{ status: number; body: { code?: string } }>][] = [
    ['demote', (agent, id) => agent.put(`/v1/users/${id}/role`).set(CSRF).send({ role: 'USER' })],
    ['disable', (agent, id) => agent.put(`/v1/users/${id}/disabled`).set(CSRF).send({ disabled: true })],
    ['delete', (agent, id) => agent.delete(`/v1/users/${id}`).set(CSRF)],
  ];

  it.each(actions)('leaves one enabled SYSADMIN when each tries to %s the other, in parallel, round after round', async (action, act) => {
    for (let round = 0; round < 5; round += 1) {
      const first = await signedInUser(t, { role: 'SYSADMIN' });
      const second = await signedInUser(t, { role: 'SYSADMIN' });

      const answers = await Promise.all([act(first.agent, second.user.id), act(second.agent, first.user.id)]);

      // The loser was changed first: still signed in but no longer SYSADMIN (403), or signed out (401).
      const [won, lost] = [answers.filter((answer) => answer.status < 300), answers.filter((answer) => answer.status >= 300)];
      expect(won.map((answer) => answer.status)).toEqual([action === 'delete' ? 204 : 200]);
      expect(lost.map((answer) => `${answer.status} ${answer.body.code}`)).toEqual([expect.stringMatching(/^(403 FORBIDDEN|401 UNAUTHENTICATED)$/)]);
      const sysadmins = await t.dataSource.getRepository(User).find({ where: { role: 'SYSADMIN', isDisabled: false } });
      expect(sysadmins).toHaveLength(1);
      expect([first.user.id, second.user.id]).toContain(sysadmins[0].id);
      // The survivor starts the next round alone: demote, disable or delete them to leave none before it.
      await t.dataSource.getRepository(User).update({ id: sysadmins[0].id }, { role: 'USER' });
    }
  });
});

/** A forced sign-out and a deletion end what the user signed in to through OpenID Connect too (docs/adr/0801). */
describe('user administration: OpenID Connect sessions', () => {
  const RP = 'http://rp.weather.example:4400';
  const REDIRECT_URI = `${RP}/auth/callback`;
  let t: TestApp;
  let api: string;
  let issuer: string;
  let listener: Server;
  let backchannelUri: string;
  const logoutTokens: string[] = [];

  beforeAll(async () => {
    listener = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) logoutTokens.push(token);
        response.writeHead(200).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
    backchannelUri = `http://127.0.0.1:${port}/backchannel-logout`;
    ({ t, api, issuer } = await startListeningOidcApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }));
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it.each([
    ['a forced sign-out', (agent: TestAgent, id: number) => agent.delete(`/v1/users/${id}/sessions`).set(CSRF).expect(204)],
    ['a deletion', (agent: TestAgent, id: number) => agent.delete(`/v1/users/${id}`).set(CSRF).expect(204)],
  ])('sends a back-channel logout and revokes the refresh token at %s', async (_case, act) => {
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code', 'refresh_token'],
      clientType: 'confidential',
      backchannelLogoutUri: backchannelUri,
      firstParty: true,
    });
    const config = await discoverOidcClient(issuer, clientId, secret);
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    const { landed, verifier, state } = await authorizeIn(browser, config, REDIRECT_URI, { scope: 'openid email' });
    const tokens = await client.authorizationCodeGrant(config, landed, { pkceCodeVerifier: verifier, expectedState: state });
    const admin = await signedInUser(t, { role: 'SYSADMIN' });
    logoutTokens.length = 0;

    await act(admin.agent, user.id);

    expect(logoutTokens.map((token) => decodeJwt(token))).toEqual([expect.objectContaining({ sub: user.uuid, sid: tokens.claims()?.sid })]);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
