import { encodeAuditCursor } from '../src/platform/audit/audit-cursor';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { AuditService } from '../src/platform/audit/audit.service';
import { addDomain, type EnterpriseAdmin, enterpriseAdmin, PASSWORD, type SignedIn, signedInUser } from './support/enterprises';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

interface Person {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

interface Entry {
  id: number;
  event: string;
  created_at: string;
  actor: Person | null;
  subject: Person | null;
  ip: string | null;
  enterprise_id: number | null;
  details: Record<string, unknown> | null;
}

interface Page {
  items: Entry[];
  next_cursor: string | null;
}

/** RFC 4180 as the export writes it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** The client addresses the callers come from, through a trusted proxy. */
const ADDRESS_A = '203.0.113.10';
const ADDRESS_B = '198.51.100.20';

describe('audit viewer: GET /v1/audit and /v1/audit/export', () => {
  let t: TestApp;
  let sysadmin: SignedIn;
  let adminA: EnterpriseAdmin;
  let adminB: EnterpriseAdmin;
  let memberA: SignedIn;
  let memberB: SignedIn;
  let plain: SignedIn;

  async function signInFrom(email: string, address: string): Promise<TestAgent> {
    const agent = t.agent();
    await agent.post('/auth/login').set(CSRF).set('X-Forwarded-For', address).send({ email, password: PASSWORD }).expect(200);
    return agent;
  }

  async function page(agent: TestAgent, query: Record<string, string | number> = {}): Promise<Page> {
    const response = await agent.get('/v1/audit').query(query);
    expect(response.status).toBe(200);
    return response.body as Page;
  }

  /** Every row a filter finds, page after page. */
  async function all(agent: TestAgent, query: Record<string, string | number> = {}): Promise<Entry[]> {
    const entries: Entry[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await page(agent, { ...query, limit: 100, ...(cursor ? { cursor } : {}) });
      entries.push(...next.items);
      cursor = next.next_cursor;
    } while (cursor);
    return entries;
  }

  beforeAll(async () => {
    // TRUST_PROXY: each caller's X-Forwarded-For is its client address, so rows differ by address.
    t = await startTestApp({ TRUST_PROXY: 'true' });
    sysadmin = await signedInUser(t, { role: 'SYSADMIN' });
    adminA = await enterpriseAdmin(t, 'Enterprise A');
    adminB = await enterpriseAdmin(t, 'Enterprise B');
    memberA = await signedInUser(t, { enterpriseId: adminA.enterpriseId, firstName: 'Grace', lastName: 'Hopper' });
    memberB = await signedInUser(t, { enterpriseId: adminB.enterpriseId, firstName: 'Alan', lastName: 'Turing' });
    plain = await signedInUser(t);
    // Sign-ins from two addresses, a failed one on each side, a domain and an administrator's action in each enterprise.
    await signInFrom(memberA.user.email, ADDRESS_A);
    await signInFrom(memberB.user.email, ADDRESS_B);
    await t.agent().post('/auth/login').set(CSRF).set('X-Forwarded-For', ADDRESS_A).send({ email: memberA.user.email, password: 'not the password at all' }).expect(401);
    await t.agent().post('/auth/login').set(CSRF).set('X-Forwarded-For', ADDRESS_B).send({ email: memberB.user.email, password: 'not the password at all' }).expect(401);
    await addDomain(adminA);
    await addDomain(adminB);
    await adminA.agent.put(`/v1/enterprises/${adminA.enterpriseId}/users/${memberA.user.id}`).set(CSRF).set('X-Forwarded-For', ADDRESS_A).send({ forceLogout: true }).expect(200);
    await adminB.agent.put(`/v1/enterprises/${adminB.enterpriseId}/users/${memberB.user.id}`).set(CSRF).set('X-Forwarded-For', ADDRESS_B).send({ forceLogout: true }).expect(200);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('as SYSADMIN', () => {
    it('names actor and subject with id, email and names, newest first', async () => {
      const { items } = await page(sysadmin.agent, { subject: memberA.user.id });

      const ids = items.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const loggedOut = items.find((entry) => entry.event === 'ENTERPRISE_USER_LOGGED_OUT');
      expect(loggedOut).toMatchObject({
        actor: { id: adminA.user.id, email: adminA.user.email, first_name: 'Ada', last_name: 'Lovelace' },
        subject: { id: memberA.user.id, email: memberA.user.email, first_name: 'Grace', last_name: 'Hopper' },
        ip: ADDRESS_A,
        enterprise_id: adminA.enterpriseId,
      });
      expect(new Date(loggedOut?.created_at ?? '').toISOString()).toBe(loggedOut?.created_at);
    });

    it('stamps a sign-in with the enterprise of its user when it is written', async () => {
      const { items } = await page(sysadmin.agent, { subject: memberB.user.id, event: 'LOGIN_SUCCEEDED' });

      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const entry of items) expect(entry).toMatchObject({ event: 'LOGIN_SUCCEEDED', enterprise_id: adminB.enterpriseId, subject: { id: memberB.user.id } });
    });

    it('stamps a row naming only a domain with the enterprise of that domain', async () => {
      const domain = await addDomain(adminB);
      await t.app.get(AuditService).record({ event: 'LOGIN_FAILED', ip: ADDRESS_B, details: { method: 'saml', domainId: domain.id, reason: 'test' } });

      const { items } = await page(sysadmin.agent, { event: 'LOGIN_FAILED', enterprise: adminB.enterpriseId });

      expect(items.find((entry) => entry.details?.domainId === domain.id)).toMatchObject({ subject: null, enterprise_id: adminB.enterpriseId });
    });

    it('filters by actor, as an id or an exact email in any case', async () => {
      const byId = await all(sysadmin.agent, { actor: adminA.user.id });
      const byEmail = await all(sysadmin.agent, { actor: adminA.user.email.toUpperCase() });

      expect(byId.length).toBeGreaterThan(0);
      expect(byId.every((entry) => entry.actor?.id === adminA.user.id)).toBe(true);
      expect(byId.map((entry) => entry.event)).toEqual(expect.arrayContaining(['ENTERPRISE_CREATED', 'ENTERPRISE_DOMAIN_ADDED', 'ENTERPRISE_USER_LOGGED_OUT']));
      expect(byEmail).toEqual(byId);
    });

    it('filters by subject, as an id or an exact email', async () => {
      const byId = await all(sysadmin.agent, { subject: memberB.user.id });
      const byEmail = await all(sysadmin.agent, { subject: memberB.user.email });

      expect(byId.every((entry) => entry.subject?.id === memberB.user.id)).toBe(true);
      expect(byId.map((entry) => entry.event)).toEqual(expect.arrayContaining(['LOGIN_SUCCEEDED', 'LOGIN_FAILED', 'ENTERPRISE_USER_LOGGED_OUT']));
      expect(byEmail).toEqual(byId);
    });

    it('finds nothing for an email nobody has', async () => {
      expect(await page(sysadmin.agent, { actor: 'nobody-at-all@example.com' })).toEqual({ items: [], next_cursor: null });
      expect(await page(sysadmin.agent, { subject: 'nobody-at-all@example.com' })).toEqual({ items: [], next_cursor: null });
    });

    it('filters by event', async () => {
      const entries = await all(sysadmin.agent, { event: 'ENTERPRISE_DOMAIN_ADDED' });

      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(entries.every((entry) => entry.event === 'ENTERPRISE_DOMAIN_ADDED')).toBe(true);
    });

    it("filters by enterprise: the rows of its users and domains", async () => {
      const entries = await all(sysadmin.agent, { enterprise: adminA.enterpriseId });

      expect(entries.every((entry) => entry.enterprise_id === adminA.enterpriseId)).toBe(true);
      expect(entries.map((entry) => entry.event)).toEqual(expect.arrayContaining(['ENTERPRISE_CREATED', 'ENTERPRISE_DOMAIN_ADDED', 'LOGIN_SUCCEEDED', 'LOGIN_FAILED', 'ENTERPRISE_USER_LOGGED_OUT']));
    });

    it('filters by client address', async () => {
      const entries = await all(sysadmin.agent, { ip: ADDRESS_B });

      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.every((entry) => entry.ip === ADDRESS_B)).toBe(true);
    });

    it('filters by time: from inclusive, to exclusive', async () => {
      const everything = await all(sysadmin.agent);
      const instants = [...new Set(everything.map((entry) => entry.created_at))].sort();
      const first = instants[0] ?? '';
      const last = instants.at(-1) ?? '';
      const nextSecond = (instant: string) => new Date(new Date(instant).getTime() + 1000).toISOString();
      // The rows of the second after an instant: SQLite keeps whole seconds, MariaDB fractions of one.
      const second = (instant: string) =>
        everything.filter((entry) => entry.created_at >= instant && entry.created_at < nextSecond(instant)).map((entry) => entry.id).sort();

      const firstSecond = await all(sysadmin.agent, { from: first, to: nextSecond(first) });
      const untilFirst = await all(sysadmin.agent, { to: first });
      const fromLast = await all(sysadmin.agent, { from: last });
      const inAnotherZone = await all(sysadmin.agent, { from: first.replace(/Z$/, '+00:00'), to: nextSecond(first).replace(/Z$/, '+00:00') });

      expect(firstSecond.map((entry) => entry.id).sort()).toEqual(second(first));
      expect(untilFirst).toEqual([]);
      expect(fromLast.map((entry) => entry.id).sort()).toEqual(expect.arrayContaining(second(last)));
      expect(fromLast.every((entry) => entry.created_at >= last)).toBe(true);
      expect(inAnotherZone).toEqual(firstSecond);
    });

    it('combines filters', async () => {
      const entries = await all(sysadmin.agent, { subject: memberA.user.email, event: 'LOGIN_FAILED', ip: ADDRESS_A, enterprise: adminA.enterpriseId });

      expect(entries.length).toBe(1);
      expect(entries[0]).toMatchObject({ event: 'LOGIN_FAILED', ip: ADDRESS_A, subject: { id: memberA.user.id } });
      expect(await page(sysadmin.agent, { subject: memberA.user.email, ip: ADDRESS_B })).toEqual({ items: [], next_cursor: null });
    });

    it('pages through more rows than a page, without duplicates or gaps while rows are added', async () => {
      const audit = t.app.get(AuditService);
      const subject = await t.createUser();
      for (let index = 0; index < 23; index += 1) await audit.record({ event: 'MAGIC_CODE_SENT', subjectId: subject.id, details: { n: index } });
      const existing = (await t.dataSource.getRepository(AuditLog).find({ select: { id: true }, where: { subjectId: subject.id } })).map((row) => row.id);

      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: Page = await page(sysadmin.agent, { subject: subject.id, limit: 5, ...(cursor ? { cursor } : {}) });
        seen.push(...next.items.map((entry) => entry.id));
        cursor = next.next_cursor;
        pages += 1;
        // Newer rows arrive between pages: they are above the cursor, so they neither repeat nor shift the rows below it.
        await audit.record({ event: 'MAGIC_CODE_SENT', subjectId: subject.id, details: { added: pages } });
      } while (cursor);

      expect(pages).toBe(5);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual([...existing].sort((a, b) => a - b));
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
    });

    it('pages with the default limit of 50 and the largest of 100', async () => {
      const audit = t.app.get(AuditService);
      const subject = await t.createUser();
      await Promise.all(Array.from({ length: 105 }, (_, index) => audit.record({ event: 'MAGIC_CODE_SENT', subjectId: subject.id, details: { n: index } })));

      const [defaultPage, largest] = await Promise.all([page(sysadmin.agent, { subject: subject.id }), page(sysadmin.agent, { subject: subject.id, limit: 100 })]);

      expect(defaultPage.items).toHaveLength(50);
      expect(defaultPage.next_cursor).not.toBeNull();
      expect(largest.items).toHaveLength(100);
      const rest = await page(sysadmin.agent, { subject: subject.id, limit: 100, cursor: largest.next_cursor ?? '' });
      expect(rest.items).toHaveLength(5);
      expect(rest.next_cursor).toBeNull();
    });
  });

  describe("an enterprise administrator: their enterprise's rows only", () => {
    async function expectOnlyA(entries: Entry[]): Promise<void> {
      for (const entry of entries) expect(entry.enterprise_id).toBe(adminA.enterpriseId);
      const idsOfB = (await all(sysadmin.agent, { enterprise: adminB.enterpriseId })).map((entry) => entry.id);
      expect(entries.map((entry) => entry.id).filter((id) => idsOfB.includes(id))).toEqual([]);
    }

    it("sees their users' sign-ins, failures and their own actions, and no other enterprise's", async () => {
      const entries = await all(adminA.agent);

      await expectOnlyA(entries);
      expect(entries.map((entry) => entry.event)).toEqual(expect.arrayContaining(['ENTERPRISE_CREATED', 'ENTERPRISE_DOMAIN_ADDED', 'LOGIN_SUCCEEDED', 'LOGIN_FAILED', 'ENTERPRISE_USER_LOGGED_OUT']));
      expect(entries.some((entry) => entry.subject?.id === memberA.user.id && entry.event === 'LOGIN_SUCCEEDED')).toBe(true);
    });

    it("gets none of the other enterprise's rows through any filter", async () => {
      const probes: Array<Record<string, string | number>> = [
        { actor: adminB.user.id },
        { actor: adminB.user.email },
        { subject: memberB.user.id },
        { subject: memberB.user.email },
        { ip: ADDRESS_B },
        { event: 'ENTERPRISE_DOMAIN_ADDED' },
        { event: 'LOGIN_SUCCEEDED' },
        { enterprise: adminA.enterpriseId, subject: memberB.user.id },
        { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' },
      ];

      const answers = await Promise.all(probes.map((query) => all(adminA.agent, query)));

      for (const entries of answers) await expectOnlyA(entries);
      expect(answers[0]).toEqual([]);
      expect(answers[2]).toEqual([]);
      expect(answers[4]).toEqual([]);
    });

    it("is refused another enterprise's id", async () => {
      const response = await adminA.agent.get('/v1/audit').query({ enterprise: adminB.enterpriseId });

      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });

    it("gets only their own rows from a cursor forged from the other enterprise's ids", async () => {
      const idsOfB = (await all(sysadmin.agent, { enterprise: adminB.enterpriseId })).map((entry) => entry.id);
      const forged = await Promise.all(idsOfB.map((id) => page(adminA.agent, { cursor: encodeAuditCursor(id + 1), limit: 100 })));

      for (const answer of forged) {
        await expectOnlyA(answer.items);
        // Each page starts below the forged id, among A's rows.
      }
      expect(forged.some((answer) => answer.items.length > 0)).toBe(true);
    });

    it("exports only their enterprise's rows, and is refused another's", async () => {
      const response = await adminA.agent.get('/v1/audit/export').set(CSRF);
      const refused = await adminA.agent.get('/v1/audit/export').set(CSRF).query({ enterprise: adminB.enterpriseId });

      expect(response.status).toBe(200);
      const [header, ...rows] = parseCsv(response.text);
      expect(header?.[10]).toBe('enterprise_id');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row[10] === String(adminA.enterpriseId))).toBe(true);
      expect(rows.some((row) => row[7] === memberB.user.email || row[4] === adminB.user.email)).toBe(false);
      expect(refused.status).toBe(403);
    });
  });

  describe('who may read it', () => {
    it.each([
      ['a plain user', () => Promise.resolve(plain.agent)],
      ['a member who is not an administrator', async () => (await signedInUser(t, { enterpriseId: adminA.enterpriseId })).agent],
    ])('refuses %s (403), the list and the export', async (_name, agentOf) => {
      const agent = await agentOf();
      const [list, exported] = await Promise.all([agent.get('/v1/audit'), agent.get('/v1/audit/export').set(CSRF)]);

      expect(list.status).toBe(403);
      expect(list.body.code).toBe('FORBIDDEN');
      expect(exported.status).toBe(403);
      expect(exported.body.code).toBe('FORBIDDEN');
    });

    it('refuses a caller who is not signed in (401)', async () => {
      const [list, exported] = await Promise.all([t.agent().get('/v1/audit'), t.agent().get('/v1/audit/export').set(CSRF)]);

      expect(list.status).toBe(401);
      expect(exported.status).toBe(401);
    });
  });

  describe('bad values', () => {
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['an actor that is neither id nor email', { actor: 'ada lovelace' }, 'actor', 'USER_REFERENCE_INVALID'],
      ['a subject id of zero', { subject: '0' }, 'subject', 'USER_REFERENCE_INVALID'],
      ['an unknown event', { event: 'COFFEE_MADE' }, 'event', 'AUDIT_EVENT_UNKNOWN'],
      ['an enterprise that is not a number', { enterprise: 'A' }, 'enterprise', 'INVALID_TYPE'],
      ['a from without a time zone', { from: '2026-01-31T09:30:00' }, 'from', 'INSTANT_INVALID'],
      ['a to of 31 February', { to: '2026-02-31T00:00:00Z' }, 'to', 'INSTANT_INVALID'],
      ['a to before from', { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to', 'TIME_RANGE_INVALID'],
      ['an empty time range', { from: '2026-02-01T00:00:00Z', to: '2026-02-01T01:00:00+01:00' }, 'to', 'TIME_RANGE_INVALID'],
      ['an address that is none', { ip: '999.1.1.1' }, 'ip', 'IP_INVALID'],
      ['a tampered cursor', { cursor: encodeAuditCursor(10).replace(/^Y/, 'Z') }, 'cursor', 'CURSOR_INVALID'],
      ['a cursor of plain digits', { cursor: '12' }, 'cursor', 'CURSOR_INVALID'],
      ['a limit of 0', { limit: '0' }, 'limit', 'INVALID_TYPE'],
      ['a limit of 101', { limit: '101' }, 'limit', 'INVALID_TYPE'],
      ['an unknown parameter', { page: '2' }, 'page', 'UNKNOWN_FIELD'],
    ];

    it('answers 400 with the field error for each, sent together', async () => {
      const answers = await Promise.all(cases.map(([, query]) => sysadmin.agent.get('/v1/audit').query(query)));

      answers.forEach((response, index) => {
        const [name, , field, code] = cases[index] ?? [];
        expect({ name, status: response.status, code: response.body.code }).toEqual({ name, status: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.errors).toEqual([expect.objectContaining({ field, code })]);
      });
    });

    it('refuses the same values on the export, and a cursor there', async () => {
      const [badEvent, withCursor] = await Promise.all([
        sysadmin.agent.get('/v1/audit/export').set(CSRF).query({ event: 'COFFEE_MADE' }),
        sysadmin.agent.get('/v1/audit/export').set(CSRF).query({ cursor: encodeAuditCursor(5) }),
      ]);

      expect(badEvent.status).toBe(400);
      expect(badEvent.body.errors).toEqual([expect.objectContaining({ field: 'event', code: 'AUDIT_EVENT_UNKNOWN' })]);
      expect(withCursor.status).toBe(400);
      expect(withCursor.body.errors).toEqual([expect.objectContaining({ field: 'cursor', code: 'UNKNOWN_FIELD' })]);
    });
  });

  describe('the CSV export', () => {
    function download(agent: TestAgent, query: Record<string, string | number> = {}) {
      // supertest keeps a text/* body as `text`.
      return agent.get('/v1/audit/export').set(CSRF).query(query);
    }

    it('is an attachment of RFC 4180 rows with the filters applied, its cap said in a header', async () => {
      const response = await download(sysadmin.agent, { subject: memberA.user.id });

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers['x-audit-export-limit']).toBe('10000');
      expect(response.headers['x-audit-export-truncated']).toBe('false');
      const [header, ...rows] = parseCsv(response.text);
      expect(header).toEqual(['id', 'created_at', 'event', 'actor_id', 'actor_email', 'actor_name', 'subject_id', 'subject_email', 'subject_name', 'ip', 'enterprise_id', 'details']);
      const listed = await all(sysadmin.agent, { subject: memberA.user.id });
      expect(rows.map((row) => Number(row[0]))).toEqual(listed.map((entry) => entry.id));
      const loggedOut = rows.find((row) => row[2] === 'ENTERPRISE_USER_LOGGED_OUT');
      expect(loggedOut?.slice(3, 11)).toEqual([String(adminA.user.id), adminA.user.email, 'Ada Lovelace', String(memberA.user.id), memberA.user.email, 'Grace Hopper', ADDRESS_A, String(adminA.enterpriseId)]);
    });

    it('writes cells a spreadsheet would run as formulas as text', async () => {
      const trap = await t.createUser({ firstName: '=HYPERLINK("http://evil.example","click")', lastName: '+1' });
      await t.app.get(AuditService).record({ event: 'PROFILE_UPDATED', actorId: trap.id, subjectId: trap.id, details: { note: '@SUM(1,2)' } });

      const response = await download(sysadmin.agent, { subject: trap.id });

      const [, row] = parseCsv(response.text);
      expect(row?.[5]).toBe('\'=HYPERLINK("http://evil.example","click") +1');
      expect(row?.[11]).toBe('{"note":"@SUM(1,2)"}');
      expect(response.text.split('\r\n').some((line) => /(^|,)[=+@-]/.test(line))).toBe(false);
    });

    it('needs the CSRF header, and is audited', async () => {
      const refused = await sysadmin.agent.get('/v1/audit/export');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('CSRF_REJECTED');

      await download(adminA.agent, { event: 'LOGIN_FAILED' }).expect(200);

      const { items } = await page(adminA.agent, { event: 'AUDIT_EXPORTED', actor: adminA.user.id });
      expect(items[0]).toMatchObject({ event: 'AUDIT_EXPORTED', enterprise_id: adminA.enterpriseId, details: { filters: { event: 'LOGIN_FAILED' }, truncated: false } });
      expect(await all(adminB.agent, { event: 'AUDIT_EXPORTED' })).toEqual([]);
    });
  });
});
