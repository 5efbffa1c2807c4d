import { createHash, randomBytes } from 'node:crypto';
import { codeOf, type SmtpInbox, startSmtpInbox, startTestDnsServer, type TestDnsServer } from '@weather/test-peers';
import type { ParsedMail } from 'mailparser';
import { Passkey } from '../src/auth/passkeys/passkey.entity';
import { RecoveryCode } from '../src/auth/second-factors/recovery-code.entity';
import { SecondFactorReset } from '../src/auth/second-factors/second-factor-reset';
import { SecondStepChallenge } from '../src/auth/second-factors/second-step-challenge.entity';
import { TotpFactor } from '../src/auth/second-factors/totp-factor.entity';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import type { User } from '../src/users/user.entity';
import { addDomain, type EnterpriseAdmin, enterpriseAdmin, PASSWORD, signedInUser, verifyDomain } from './support/enterprises';
import { awayFromStepEdge, totpCode } from './support/rfc6238';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

/** A session cookie with a value (a cleared one, `wid_session=;`, is no session). */
function hasSessionCookie(response: { headers: Record<string, unknown> }): boolean {
  const cookies = [(response.headers['set-cookie'] as string[] | string | undefined) ?? []].flat();
  return cookies.some((cookie) => /^wid_session=[^;]+/.test(cookie));
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  return [(response.headers['set-cookie'] as string[] | string | undefined) ?? []].flat();
}

describe('the enterprise second-factor policy and administrators’ resets (issue 29)', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    inbox = await startSmtpInbox();
    t = await startTestApp({ DNS_SERVERS: dns.address, SMTP_URL: inbox.url });
  });

  afterAll(async () => {
    await t?.close();
    await dns?.close();
    await inbox?.close();
  });

  const policyUrl = (admin: EnterpriseAdmin) => `/v1/enterprises/${admin.enterpriseId}/second-factor-policy`;

  async function requireSecondFactor(admin: EnterpriseAdmin, required = true): Promise<void> {
    const answer = await admin.agent.put(policyUrl(admin)).set(CSRF).send({ require_second_factor: required }).expect(200);
    expect(answer.body).toMatchObject({ id: admin.enterpriseId, require_second_factor: required });
  }

  /** Every kind of factor, and a sign-in waiting for its second step, stored as the enrolments would. */
  async function giveFactors(user: User): Promise<void> {
    const now = new Date();
    await t.dataSource.getRepository(TotpFactor).save({ userId: user.id, name: 'Phone', secret: 'JBSWY3DPEHPK3PXP', confirmedAt: now, lastUsedStep: null, createdAt: now, lastUsedAt: null });
    const credentialId = randomBytes(32).toString('base64url');
    await t.dataSource.getRepository(Passkey).save({
      userId: user.id,
      name: 'Laptop',
      credentialId,
      credentialIdHash: createHash('sha256').update(credentialId).digest('hex'),
      publicKey: randomBytes(77).toString('base64url'),
      counter: 0,
      transports: 'internal',
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: now,
      lastUsedAt: null,
    });
    await t.dataSource
      .getRepository(RecoveryCode)
      .save(Array.from({ length: 10 }, () => ({ userId: user.id, codeHash: randomBytes(32).toString('hex'), usedAt: null, createdAt: now })));
    await t.dataSource.getRepository(SecondStepChallenge).save({
      tokenHash: randomBytes(32).toString('hex'),
      userId: user.id,
      signInMethod: 'password',
      enrolmentRequired: false,
      ip: null,
      userAgent: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    });
  }

  async function factorRowsOf(user: User): Promise<number[]> {
    return Promise.all([TotpFactor, Passkey, RecoveryCode, SecondStepChallenge].map((entity) => t.dataSource.getRepository(entity).countBy({ userId: user.id })));
  }

  async function listedFlag(admin: EnterpriseAdmin, user: User): Promise<boolean | undefined> {
    const list = (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/users`).expect(200)).body as { id: number; has_second_factor: boolean }[];
    return list.find((row) => row.id === user.id)?.has_second_factor;
  }

  /** The reset notice to this address (the mail leaves after the answer). */
  async function noticeTo(email: string): Promise<ParsedMail> {
    await t.app.get(SecondFactorReset).background.drain();
    const mail = await inbox.take();
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe(email);
    return mail;
  }

  describe('the policy', () => {
    it('takes a member without a factor, and a user at a verified domain, through enrolment at the next sign-in; another enterprise’s user signs in as before', async () => {
      const admin = await enterpriseAdmin(t, 'Bureau of Clouds');
      const domain = await addDomain(admin);
      await verifyDomain(t, dns, domain);
      const member = await t.createUser({ password: PASSWORD, enterpriseId: admin.enterpriseId });
      const atDomain = await t.createUser({ password: PASSWORD, email: `grace@${domain.name}` });
      const other = await enterpriseAdmin(t, 'Office of Fog');
      const outsider = await t.createUser({ password: PASSWORD, enterpriseId: other.enterpriseId });

      await requireSecondFactor(admin);

      for (const user of [member, atDomain]) {
        const agent = t.agent();
        const login = await agent.post('/auth/login').set(CSRF).send({ email: user.email, password: PASSWORD }).expect(200);
        expect(login.body.second_step).toEqual({ methods: [], enrolment_required: true });
        expect(hasSessionCookie(login)).toBe(false);
        await agent.get('/v1/users/me').expect(401);

        const enrolment = await agent.post('/auth/second-step/enrolment/totp').set(CSRF).expect(201);
        const secret = (enrolment.body as { secret: string }).secret;
        await awayFromStepEdge();
        const confirmed = await agent.post('/auth/second-step/enrolment/totp/confirm').set(CSRF).send({ code: totpCode(secret) }).expect(200);
        expect(confirmed.body.recovery_codes).toHaveLength(10);
        expect(hasSessionCookie(confirmed)).toBe(true);
        expect((await agent.get('/v1/users/me').expect(200)).body.email).toBe(user.email);
      }
      expect(await listedFlag(admin, member)).toBe(true);

      const unaffected = await t.agent().post('/auth/login').set(CSRF).send({ email: outsider.email, password: PASSWORD }).expect(200);
      expect(unaffected.body.second_step).toBeUndefined();
      expect(hasSessionCookie(unaffected)).toBe(true);

      const audited = await t.dataSource.getRepository(AuditLog).findBy({ actorId: admin.user.id, event: 'SECOND_FACTOR_POLICY_CHANGED' });
      expect(audited.map((row) => row.details)).toEqual([{ enterpriseId: admin.enterpriseId, previous: false, required: true }]);
    });

    it('keeps an embedded sign-up’s second step in partitioned cookies, so a frame of another site can finish it (ADR 0903)', async () => {
      const admin = await enterpriseAdmin(t, 'Bureau of Frames');
      const domain = await addDomain(admin);
      await verifyDomain(t, dns, domain);
      await requireSecondFactor(admin);
      const newcomer = await t.createUser({ password: PASSWORD, email: `mary@${domain.name}`, isVerified: false });
      inbox.arrivals.length = 0;
      await t.agent().post('/auth/login').set(CSRF).send({ email: newcomer.email, password: PASSWORD }).expect(200, { is_verified: false, is_force_reset_password: false });
      const code = codeOf(await inbox.take());

      const verified = await t
        .agent()
        .patch(`/v1/users/${newcomer.id}`)
        .set(CSRF)
        .send({ email: newcomer.email, magic_code: code, is_collaborate_self_register: true })
        .expect(200);
      expect(verified.body.second_step).toEqual({ methods: [], enrolment_required: true });
      expect(hasSessionCookie(verified)).toBe(false);
      // A frame of another site keeps only SameSite=None, Secure, Partitioned cookies: it goes on with those alone.
      const pending = setCookies(verified).find((cookie) => cookie.startsWith('weather_second_step_embedded='));
      expect(pending).toEqual(expect.stringContaining('SameSite=None'));
      expect(pending).toEqual(expect.stringContaining('Secure'));
      expect(pending).toEqual(expect.stringContaining('Partitioned'));
      const framed = (pending ?? '').split(';')[0];

      const enrolment = await t.agent().post('/auth/second-step/enrolment/totp').set(CSRF).set('Cookie', framed).expect(201);
      await awayFromStepEdge();
      const confirmed = await t
        .agent()
        .post('/auth/second-step/enrolment/totp/confirm')
        .set(CSRF)
        .set('Cookie', framed)
        .send({ code: totpCode((enrolment.body as { secret: string }).secret) })
        .expect(200);

      const session = setCookies(confirmed).find((cookie) => cookie.startsWith(`${t.config.session.cookieName}_embedded=`));
      expect(session).toEqual(expect.stringContaining('Partitioned'));
      expect(setCookies(confirmed)).toContainEqual(expect.stringMatching(/^weather_second_step_embedded=;.*Partitioned/));
      const me = await t.agent().get('/v1/users/me').set('Cookie', (session ?? '').split(';')[0]).expect(200);
      expect(me.body.email).toBe(newcomer.email);
    });

    it('lets only the enterprise’s administrators and SYSADMIN set it, and takes only a boolean', async () => {
      const admin = await enterpriseAdmin(t);
      const other = await enterpriseAdmin(t);
      const member = await signedInUser(t, { enterpriseId: admin.enterpriseId });
      const sysadmin = await signedInUser(t, { role: 'SYSADMIN' });
      const body = { require_second_factor: true };

      const foreign = await other.agent.put(policyUrl(admin)).set(CSRF).send(body).expect(404);
      expect(foreign.body.code).toBe('ENTERPRISE_NOT_FOUND');
      expect((await member.agent.put(policyUrl(admin)).set(CSRF).send(body).expect(403)).body.code).toBe('FORBIDDEN');
      await admin.agent.put(policyUrl(admin)).send(body).expect(403);
      await admin.agent.put(policyUrl(admin)).set(CSRF).send({ require_second_factor: 'yes' }).expect(400);
      await admin.agent.put(policyUrl(admin)).set(CSRF).send({}).expect(400);
      expect((await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}`).expect(200)).body.require_second_factor).toBe(false);

      await sysadmin.agent.put(policyUrl(admin)).set(CSRF).send(body).expect(200);
      expect((await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}`).expect(200)).body.require_second_factor).toBe(true);
      await requireSecondFactor(admin, false);
      expect((await other.agent.get(`/v1/enterprises/${other.enterpriseId}`).expect(200)).body.require_second_factor).toBe(false);
    });
  });

  describe('the enterprise administrator’s reset', () => {
    const resetUrl = (admin: EnterpriseAdmin, user: User) => `/v1/enterprises/${admin.enterpriseId}/users/${user.id}/second-factors`;

    it('removes every factor, recovery code and pending second step of a member, audits it and mails the member', async () => {
      const admin = await enterpriseAdmin(t, 'Bureau of Clouds');
      const member = await t.createUser({ enterpriseId: admin.enterpriseId, firstName: 'Grace' });
      const bystander = await t.createUser({ enterpriseId: admin.enterpriseId });
      await giveFactors(member);
      await giveFactors(bystander);
      expect(await listedFlag(admin, member)).toBe(true);
      inbox.arrivals.length = 0;

      await admin.agent.delete(resetUrl(admin, member)).set(CSRF).set('Accept-Language', 'it-IT').expect(204);

      expect(await factorRowsOf(member)).toEqual([0, 0, 0, 0]);
      expect(await factorRowsOf(bystander)).toEqual([1, 1, 10, 1]);
      expect(await listedFlag(admin, member)).toBe(false);
      expect(await listedFlag(admin, bystander)).toBe(true);
      const audited = await t.dataSource.getRepository(AuditLog).findBy({ event: 'SECOND_FACTORS_RESET', subjectId: member.id });
      expect(audited.map((row) => [row.actorId, row.details])).toEqual([[admin.user.id, { enterpriseId: admin.enterpriseId, totp: 1, passkeys: 1, recoveryCodes: 10 }]]);
      const notice = await noticeTo(member.email);
      expect(notice.subject).toBe('I tuoi metodi di accesso in due passaggi sono stati rimossi');
      expect(notice.text).toContain('Un amministratore di Bureau of Clouds');
    });

    it('is refused for another enterprise’s user (404), to a member who is not an administrator (403), and on the caller’s own account', async () => {
      const admin = await enterpriseAdmin(t);
      const other = await enterpriseAdmin(t);
      const foreigner = await t.createUser({ enterpriseId: other.enterpriseId });
      const member = await signedInUser(t, { enterpriseId: admin.enterpriseId });
      const colleague = await t.createUser({ enterpriseId: admin.enterpriseId });
      await giveFactors(foreigner);
      await giveFactors(colleague);
      await giveFactors(admin.user);

      const foreign = await admin.agent.delete(`/v1/enterprises/${admin.enterpriseId}/users/${foreigner.id}/second-factors`).set(CSRF).expect(404);
      expect(foreign.body.code).toBe('USER_NOT_FOUND');
      expect((await other.agent.delete(resetUrl(admin, colleague)).set(CSRF).expect(404)).body.code).toBe('ENTERPRISE_NOT_FOUND');
      expect((await member.agent.delete(resetUrl(admin, colleague)).set(CSRF).expect(403)).body.code).toBe('FORBIDDEN');
      expect((await admin.agent.delete(resetUrl(admin, admin.user)).set(CSRF).expect(403)).body.code).toBe('OWN_ACCOUNT');
      await admin.agent.delete(resetUrl(admin, colleague)).expect(403);
      await admin.agent.delete(`/v1/enterprises/${admin.enterpriseId}/users/x/second-factors`).set(CSRF).expect(404);

      for (const user of [foreigner, colleague, admin.user]) expect(await factorRowsOf(user)).toEqual([1, 1, 10, 1]);
    });
  });

  describe('the SYSADMIN’s reset', () => {
    it('removes every factor of any user, audits it and mails the user', async () => {
      const sysadmin = await signedInUser(t, { role: 'SYSADMIN' });
      const user = await t.createUser({ firstName: 'Ada' });
      await giveFactors(user);
      inbox.arrivals.length = 0;

      await sysadmin.agent.delete(`/v1/users/${user.id}/second-factors`).set(CSRF).expect(204);

      expect(await factorRowsOf(user)).toEqual([0, 0, 0, 0]);
      const audited = await t.dataSource.getRepository(AuditLog).findBy({ event: 'SECOND_FACTORS_RESET', subjectId: user.id });
      expect(audited.map((row) => [row.actorId, row.details])).toEqual([[sysadmin.user.id, { totp: 1, passkeys: 1, recoveryCodes: 10 }]]);
      const notice = await noticeTo(user.email);
      expect(notice.subject).toBe('Your two-step sign-in methods were removed');
      expect(notice.text).toContain('A Weather administrator');
    });

    it('refuses a user who is not SYSADMIN, an unknown or non-numeric key, and the caller’s own account', async () => {
      const sysadmin = await signedInUser(t, { role: 'SYSADMIN' });
      const admin = await enterpriseAdmin(t);
      const plain: { agent: TestAgent } = await signedInUser(t);
      const user = await t.createUser({ enterpriseId: admin.enterpriseId });
      await giveFactors(user);

      for (const caller of [plain.agent, admin.agent]) {
        expect((await caller.delete(`/v1/users/${user.id}/second-factors`).set(CSRF).expect(403)).body.code).toBe('FORBIDDEN');
      }
      expect((await sysadmin.agent.delete('/v1/users/999999/second-factors').set(CSRF).expect(404)).body.code).toBe('USER_NOT_FOUND');
      expect((await sysadmin.agent.delete(`/v1/users/${user.uuid}/second-factors`).set(CSRF).expect(404)).body.code).toBe('USER_NOT_FOUND');
      expect((await sysadmin.agent.delete(`/v1/users/${sysadmin.user.id}/second-factors`).set(CSRF).expect(403)).body.code).toBe('OWN_ACCOUNT');
      await t.agent().delete(`/v1/users/${user.id}/second-factors`).set(CSRF).expect(401);

      expect(await factorRowsOf(user)).toEqual([1, 1, 10, 1]);
    });
  });
});
