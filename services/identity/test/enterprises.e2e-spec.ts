import { type SmtpInbox, startSmtpInbox, startTestDnsServer, type TestDnsServer } from '@weather/test-peers';
import { Clock } from '../src/platform/clock';
import { DomainVerificationService } from '../src/enterprises/domains/domain-verification.service';
import { EnterpriseDomainsService } from '../src/enterprises/domains/enterprise-domains.service';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { User } from '../src/users/user.entity';
import { type AddedDomain, addDomain, type EnterpriseAdmin, enterpriseAdmin, uniqueDomain, verifyDomain } from './support/enterprises';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const HOUR_MS = 3600 * 1000;

describe('enterprises and their DNS-verified domains', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    inbox = await startSmtpInbox();
    t = await startTestApp({ DNS_SERVERS: dns.address, SMTP_URL: inbox.url, DOMAIN_VERIFICATION_DEADLINE: '1h' });
  });

  afterAll(async () => {
    await t?.close();
    await dns?.close();
    await inbox?.close();
  });

  async function enterpriseOf(admin: EnterpriseAdmin) {
    return (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}`).expect(200)).body as { name: string; EnterpriseDomains: AddedDomain[] };
  }

  async function statusOf(admin: EnterpriseAdmin, domainId: number): Promise<string | undefined> {
    return (await enterpriseOf(admin)).EnterpriseDomains.find((domain) => domain.id === domainId)?.status;
  }

  describe('the enterprise', () => {
    it('makes its creator the enterprise administrator, and is read and renamed', async () => {
      const admin = await enterpriseAdmin(t, '  Bureau of Clouds ');

      const me = (await admin.agent.get('/v1/users/me').expect(200)).body as { is_enterprise_administrator: boolean; Enterprise: { id: number } };
      expect(me.is_enterprise_administrator).toBe(true);
      expect(me.Enterprise).toEqual({ id: admin.enterpriseId });
      expect(await enterpriseOf(admin)).toEqual({ id: admin.enterpriseId, name: 'Bureau of Clouds', EnterpriseDomains: [], users: 1, saml: false, require_second_factor: false });

      await admin.agent.put(`/v1/enterprises/${admin.enterpriseId}`).set(CSRF).send({ name: 'Office of Fog' }).expect(200);
      expect((await enterpriseOf(admin)).name).toBe('Office of Fog');
      expect(await t.dataSource.getRepository(AuditLog).countBy({ actorId: admin.user.id, event: 'ENTERPRISE_UPDATED' })).toBe(1);
    });

    it('refuses an empty name and a second enterprise', async () => {
      const admin = await enterpriseAdmin(t);

      const empty = await admin.agent.put(`/v1/enterprises/${admin.enterpriseId}`).set(CSRF).send({ name: ' ' }).expect(400);
      expect(empty.body.errors).toEqual([{ field: 'name', code: 'ENTERPRISE_NAME_REQUIRED', message: 'Enterprise name is required' }]);
      const second = await admin.agent.post('/v1/enterprises').set(CSRF).send({ name: 'Another' }).expect(409);
      expect(second.body).toEqual({ statusCode: 409, code: 'ENTERPRISE_ALREADY_JOINED', message: 'You already belong to an enterprise' });
    });
  });

  describe('domain verification', () => {
    it('goes from Verifying to Verified when the TXT record appears', async () => {
      const admin = await enterpriseAdmin(t);
      const domain = await addDomain(admin);

      expect(domain.status).toBe('Verifying');
      expect(domain.txt_code.length).toBeGreaterThanOrEqual(43);
      expect(domain.txt_record).toBe(`weather-identity-verification=${domain.txt_code}`);

      await t.app.get(DomainVerificationService).checkVerifying();
      expect(await statusOf(admin, domain.id)).toBe('Verifying');

      await verifyDomain(t, dns, domain);
      expect(await statusOf(admin, domain.id)).toBe('Verified');
    });

    it('is looked up at once when added', async () => {
      const admin = await enterpriseAdmin(t);
      const before = Date.now();

      const domain = (await addDomain(admin)) as AddedDomain & { last_checked_at: string | null; verification_deadline: string };

      expect(new Date(domain.last_checked_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(domain.verification_deadline).getTime() - new Date(domain.last_checked_at ?? 0).getTime()).toBeGreaterThan(HOUR_MS - 60_000);
    });

    it('is not verified by a record with another key, and Fails when the deadline passes', async () => {
      const admin = await enterpriseAdmin(t);
      const domain = await addDomain(admin);
      const other = await addDomain(await enterpriseAdmin(t));
      dns.setTxt(domain.name, [other.txt_record, domain.txt_code, `google-site-verification=${domain.txt_code}`]);
      const job = t.app.get(DomainVerificationService);

      await job.checkVerifying();
      expect(await statusOf(admin, domain.id)).toBe('Verifying');

      const later = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + HOUR_MS + 60_000));
      try {
        await job.checkVerifying();
      } finally {
        later.mockRestore();
      }
      expect(await statusOf(admin, domain.id)).toBe('Failed');

      // Decided domains are not looked up again: the right record now changes nothing.
      dns.setTxt(domain.name, [domain.txt_record]);
      await job.checkVerifying();
      expect(await statusOf(admin, domain.id)).toBe('Failed');
    });

    it('stays Verifying while the name has no TXT record', async () => {
      const admin = await enterpriseAdmin(t);
      const domain = await addDomain(admin);
      dns.removeTxt(domain.name);

      await t.app.get(DomainVerificationService).checkVerifying();
      expect(await statusOf(admin, domain.id)).toBe('Verifying');
    });
  });

  describe('adding a domain', () => {
    it('refuses public mail domains and malformed names with a clear message', async () => {
      const admin = await enterpriseAdmin(t);
      const url = `/v1/enterprises/${admin.enterpriseId}/domains`;

      const publicDomain = await admin.agent.post(url).set(CSRF).send({ name: 'Gmail.com' }).expect(400);
      expect(publicDomain.body.errors).toEqual([{ field: 'name', code: 'DOMAIN_NAME_PUBLIC', message: 'Public email domains such as gmail.com cannot be added' }]);
      for (const name of ['not a domain', 'https://example.org', 'user@clouds.test', 'localhost']) {
        const malformed = await admin.agent.post(url).set(CSRF).send({ name }).expect(400);
        expect(malformed.body.errors).toEqual([{ field: 'name', code: 'DOMAIN_NAME_INVALID', message: 'Enter a domain name such as example.com' }]);
      }
    });

    it('keeps a domain in one enterprise, and lets a Failed one be added again', async () => {
      const first = await enterpriseAdmin(t);
      const second = await enterpriseAdmin(t);
      const name = uniqueDomain();
      const domain = await addDomain(first, name.toUpperCase());
      expect(domain.name).toBe(name);

      const taken = await second.agent.post(`/v1/enterprises/${second.enterpriseId}/domains`).set(CSRF).send({ name }).expect(409);
      expect(taken.body).toMatchObject({ code: 'DOMAIN_TAKEN', message: 'This domain has already been added to an enterprise' });

      const later = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * HOUR_MS));
      try {
        await t.app.get(DomainVerificationService).checkVerifying();
      } finally {
        later.mockRestore();
      }
      const again = await addDomain(second, name);
      expect(again).toMatchObject({ id: domain.id, status: 'Verifying' });
      expect(again.txt_code).not.toBe(domain.txt_code);
      expect((await enterpriseOf(first)).EnterpriseDomains).toEqual([]);
    });
  });

  describe('claiming users', () => {
    it('brings exactly the users of the verified domain, tells them by mail, and is idempotent', async () => {
      const admin = await enterpriseAdmin(t, 'Bureau of Clouds');
      const domain = await addDomain(admin);
      const claimUrl = `/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/claim`;
      const ada = await t.createUser({ email: `ada@${domain.name}`, firstName: 'Ada' });
      const bob = await t.createUser({ email: `bob@${domain.name}`, firstName: 'Bob', isVerified: false });
      const elsewhere = await t.createUser({ email: `carol@other-${domain.name}` });
      const subdomain = await t.createUser({ email: `dan@mail.${domain.name}` });
      const otherEnterprise = await enterpriseAdmin(t);
      const taken = await t.createUser({ email: `erin@${domain.name}`, enterpriseId: otherEnterprise.enterpriseId });

      const early = await admin.agent.get(claimUrl).set(CSRF).expect(409);
      expect(early.body.code).toBe('DOMAIN_NOT_VERIFIED');

      await verifyDomain(t, dns, domain);
      const claim = await admin.agent.get(claimUrl).set(CSRF).expect(200);
      expect(claim.body.claimed).toBe(2);
      expect((claim.body.users as { email: string }[]).map((user) => user.email)).toEqual([ada.email, bob.email]);

      const listed = (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/users`).expect(200)).body as { email: string }[];
      expect(listed.map((user) => user.email).sort()).toEqual([admin.user.email, ada.email, bob.email].sort());
      for (const user of [elsewhere, subdomain]) {
        expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).enterpriseId).toBeNull();
      }
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: taken.id })).enterpriseId).toBe(otherEnterprise.enterpriseId);

      await t.app.get(EnterpriseDomainsService).background.drain();
      const mails = [await inbox.take(), await inbox.take()];
      expect(mails.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort()).toEqual([ada.email, bob.email].sort());
      expect(mails[0].subject).toBe('Your Weather account is now managed by Bureau of Clouds');

      const again = await admin.agent.get(claimUrl).set(CSRF).expect(200);
      expect(again.body).toEqual({ claimed: 0, users: [] });
      await t.app.get(EnterpriseDomainsService).background.drain();
      expect(inbox.waiting()).toBe(0);
    });

    it('needs the CSRF header, and a domain of the enterprise', async () => {
      const admin = await enterpriseAdmin(t);
      const other = await enterpriseAdmin(t);
      const domain = await addDomain(other);

      await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/claim`).expect(403);
      const foreign = await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/users/claim`).set(CSRF).expect(404);
      expect(foreign.body.code).toBe('DOMAIN_NOT_FOUND');
    });
  });
});

describe('the verification timer (DOMAIN_VERIFICATION_INTERVAL)', () => {
  let t: TestApp;
  let dns: TestDnsServer;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    t = await startTestApp({ DNS_SERVERS: dns.address, DOMAIN_VERIFICATION_INTERVAL: '1s' });
  });

  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  it('verifies a domain by itself once the record appears', async () => {
    const admin = await enterpriseAdmin(t);
    const domain = await addDomain(admin);
    dns.setTxt(domain.name, [domain.txt_record]);

    // Polls the API rather than sleeping: on a loaded machine the timer may take a few passes.
    const deadline = Date.now() + 20_000;
    let status = domain.status;
    while (status !== 'Verified' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const enterprise = (await admin.agent.get(`/v1/enterprises/${admin.enterpriseId}`).expect(200)).body as { EnterpriseDomains: AddedDomain[] };
      status = enterprise.EnterpriseDomains[0].status;
    }
    expect(status).toBe('Verified');
  });
});
