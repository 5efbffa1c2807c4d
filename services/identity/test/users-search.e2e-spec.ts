import { countByDomainSplit, type OverlapWay, type RunSql } from '../src/users/search/domain-split-count';
import { mysqlTrigramSearch, sqliteTrigramSearch } from '../src/users/search/trigram-search-sql';
import { User } from '../src/users/user.entity';
import { enterpriseAdmin, signedInUser } from './support/enterprises';
import { impersonatingAdmin } from './support/impersonation';
import { likeScan } from './support/like-scan';
import { PORTAL_ORIGIN, startTestApp, type TestAgent, type TestApp } from './support/test-app';

type Caller = 'anonymous' | 'user' | 'enterprise admin' | 'SYSADMIN' | 'impersonating SYSADMIN';
const CALLERS: Caller[] = ['anonymous', 'user', 'enterprise admin', 'SYSADMIN', 'impersonating SYSADMIN'];
const EXPECTED: Record<Caller, number> = { anonymous: 401, user: 403, 'enterprise admin': 403, SYSADMIN: 200, 'impersonating SYSADMIN': 403 };

interface Found {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
}

const FIRST_NAMES = ['Mario', 'Maria', 'marisol', 'ANNA', 'Jo', 'Élodie', 'Zoë', 'Sam_my', 'Per%cy', 'Back\\slash', 'Mar', 'Gmailson', 'Qu"ote***', 'NEAR(x)', 'Straße', 'Ma\u00ADrie'];
const LAST_NAMES = ['Rossi', 'Johnson', 'ANDERSON', 'Marsh', 'Lemaire', 'Smith_Jones', '100%Pure', 'Ng', 'de la Mar', 'Ó Briain', 'Cœur', 'Weisßa', 'Dubois'];
const DOMAINS = ['gmail.com', 'example.com', 'mail.gmail.org', 'marsh.io', 'son.example', 'café.fr', 'cafe.fr'];

/**
 * Queries of 3+ characters whose answer the index must not change: across the @ of an email, in
 * mixed case, with %, _ and \ taken literally, FTS5 query syntax, accents, several words, and a short word beside a long one.
 * One word without an @ is counted from the names index and the domains' counts (ADR 0417): words
 * found only in domains, only in names, and in both ("son", "mar", "gmail", "rsh"), the overlap
 * walked from either side. On MariaDB a word of three characters is counted from one-character
 * postings and a longer one without an @ split at the @ (ADR 0222): "ß", "œ", a soft hyphen, accented
 * domains and a fullwidth ＠ probe where the collation's `=` and LIKE differ.
 */
const EQUALITY_QUERIES = [
  'mar', 'MAR', 'ari', 'son', 'gmail', 'Gmail.c', 'a@g', 'n@mAIL', 'o.r', 'ss.', '%cy', 'r%c', '100%', '_jo', 'm_m', 'h_j',
  'example', 'ample', 'com', '.io', 'rsh', 'ail.g', 'k\\s', '"""', 'a"b', '***', 'NEAR(', '^ma', '-+:', 'elo', 'Élo', 'ÉLO', 'zoë', 'Ó Bri', 'mar son', 'son gmail ross', 'mar ro', 'ari @', 'xyzq', 'aße', 'ass', 'sse', 'œur', 'oeu', 'a\u00ADr', 'arie', 'ßsa', 'sßa', 'café', 'CAFE', 'afé.f', 'n＠gmail', 'rsh.i',
];

/**
 * Users of every shape the queries above probe, written through the repository (the triggers index them).
 * Every name is used: the lists' lengths have no factor in common with their steps (5 and 3).
 */
async function createGeneratedUsers(t: TestApp, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const first = FIRST_NAMES[(index * 5) % FIRST_NAMES.length];
    const last = LAST_NAMES[(index * 3) % LAST_NAMES.length];
    const domain = DOMAINS[index % DOMAINS.length];
    await t.createUser({ firstName: first, lastName: last, email: `${first}.${last.replace(/ /gu, '')}${index}@${domain}`.toLowerCase() });
  }
}

let markerCount = 0;

/** A word no other user's names or email start with, so each test sees only its own users. */
function marker(): string {
  markerCount += 1;
  return `Qx${markerCount}${Date.now().toString(36)}`;
}

describe('GET /v1/users: the user search (SPEC §7)', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedInUser(t, { role: 'SYSADMIN' })).agent;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function search(query: Record<string, string | number>): Promise<{ users: Found[]; headers: Record<string, string> }> {
    const response = await admin.get('/v1/users').query(query).expect(200);
    return { users: response.body as Found[], headers: response.headers as Record<string, string> };
  }

  async function callerAgent(caller: Caller): Promise<TestAgent> {
    if (caller === 'anonymous') return t.agent();
    if (caller === 'user') return (await signedInUser(t)).agent;
    if (caller === 'enterprise admin') return (await enterpriseAdmin(t)).agent;
    if (caller === 'SYSADMIN') return (await signedInUser(t, { role: 'SYSADMIN' })).agent;
    return (await impersonatingAdmin(t)).agent;
  }

  it.each(CALLERS)('answers %s as the matrix says', async (caller) => {
    const agent = await callerAgent(caller);

    const response = await agent.get('/v1/users').query({ text: 'a' });

    expect(response.status).toBe(EXPECTED[caller]);
  });

  it('finds a user by the start of the first name, the last name, the email or the full name, in any case', async () => {
    const word = marker();
    const user = await t.createUser({ firstName: `${word}Grace`, lastName: `${word}Hopper`, email: `${word.toLowerCase()}.mail@example.com` });
    await t.createUser({ firstName: 'Someone', lastName: `Else${word.slice(0, -1)}` });

    for (const text of [`${word}gr`, word.toUpperCase(), `${word.toLowerCase()}hop`, `${word.toLowerCase()}.mail@`, `${word}Grace ${word}Hop`, `${word}Hopper ${word}gr`]) {
      const { users } = await search({ text });
      expect({ text, ids: users.map((found) => found.id) }).toEqual({ text, ids: [user.id] });
    }
    expect((await search({ text: `${word}Grace ${word}Nobody` })).users).toEqual([]);
    expect((await search({ text: `${word}gr` })).users[0]).toEqual({
      id: user.id,
      uuid: user.uuid,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: 'USER',
      is_disabled: false,
    });
  });

  it('finds a word of 3 or more characters anywhere in the names or the email; a shorter one only at their start', async () => {
    const word = marker();
    const user = await t.createUser({ firstName: `Grace${word}`, lastName: `Mc${word}Hopper`, email: `g.${word.toLowerCase()}@navy.example.com` });

    for (const text of [`race${word}`, `${word}hop`, `C${word.toUpperCase()}H`, `${word.toLowerCase()}@navy`, `${word}HOPPER`, `ace${word} ${word}hop`]) {
      const { users } = await search({ text });
      expect({ text, ids: users.map((found) => found.id) }).toEqual({ text, ids: [user.id] });
    }
    expect((await search({ text: `${word} gr` })).users.map((found) => found.id)).toEqual([user.id]);
    expect((await search({ text: `${word} ra` })).users).toEqual([]);
    expect((await search({ text: `${word}hopperx` })).users).toEqual([]);
  });

  it('keeps the index in step with raw updates and deletes of users', async () => {
    const word = marker();
    const renamed = await t.createUser({ firstName: 'Plain', lastName: 'Name' });
    const removed = await t.createUser({ firstName: `Old${word}`, lastName: 'Gone' });

    await t.dataSource.createQueryBuilder().update(User).set({ lastName: `New${word}Name` }).where('id = :id', { id: renamed.id }).execute();
    await t.dataSource.createQueryBuilder().delete().from(User).where('id = :id', { id: removed.id }).execute();

    expect((await search({ text: `w${word}na` })).users.map((found) => found.id)).toEqual([renamed.id]);
    expect((await search({ text: `Old${word}` })).headers['x-result-total-count']).toBe('0');
    await t.dataSource.createQueryBuilder().update(User).set({ lastName: 'Name' }).where('id = :id', { id: renamed.id }).execute();
    expect((await search({ text: `w${word}na` })).headers['x-result-total-count']).toBe('0');
  });

  it('keeps the count of a three-character word in step with raw updates and deletes of users', async () => {
    // Three characters no other test writes (CJK, so no case): on MariaDB counted from user_search_characters alone.
    const word = String.fromCodePoint(0x4e00 + (Date.now() % 10_000), 0x4e00 + 10_000 + markerCount++, 0x9f00);
    const renamed = await t.createUser({ firstName: `A${word}`, lastName: 'Person' });
    const moved = await t.createUser({ firstName: 'Mailing', lastName: 'Person', email: `x${word}@example.org` });
    const count = async () => Number((await search({ text: word })).headers['x-result-total-count']);
    expect(await count()).toBe(2);

    await t.dataSource.createQueryBuilder().update(User).set({ firstName: 'Plain' }).where('id = :id', { id: renamed.id }).execute();
    expect(await count()).toBe(1);
    await t.dataSource.createQueryBuilder().update(User).set({ email: `moved@${word}.example.org` }).where('id = :id', { id: moved.id }).execute();
    expect(await count()).toBe(1);
    await t.dataSource.createQueryBuilder().update(User).set({ lastName: `${word}${word}` }).where('id = :id', { id: renamed.id }).execute();
    expect(await count()).toBe(2);
    await t.dataSource.createQueryBuilder().delete().from(User).where('id = :id', { id: moved.id }).execute();
    expect(await count()).toBe(1);
  });

  it('keeps the domains\' counts in step with raw email changes and deletes', async () => {
    const domain = `${marker().toLowerCase()}.example.org`;
    const moved = await t.createUser({ firstName: 'Moving', lastName: 'Person', email: `moving@${domain}` });
    const stays = await t.createUser({ firstName: 'Staying', lastName: 'Person', email: `staying@${domain}` });
    const removed = await t.createUser({ firstName: 'Leaving', lastName: 'Person', email: `leaving@${domain}` });
    const total = async (text: string) => Number((await search({ text })).headers['x-result-total-count']);
    expect(await total(domain)).toBe(3);

    await t.dataSource.createQueryBuilder().update(User).set({ email: `moving@elsewhere.${domain}` }).where('id = :id', { id: moved.id }).execute();
    await t.dataSource.createQueryBuilder().delete().from(User).where('id = :id', { id: removed.id }).execute();
    expect(await total(domain)).toBe(2);
    expect(await total(`elsewhere.${domain}`)).toBe(1);

    await t.dataSource.createQueryBuilder().delete().from(User).where('id IN (:...ids)', { ids: [moved.id, stays.id] }).execute();
    expect(await total(domain)).toBe(0);
    if (t.dataSource.options.type === 'better-sqlite3') {
      // A domain without users leaves no row behind.
      expect(await t.dataSource.query('SELECT "users" FROM "user_search_domains" WHERE "domain" LIKE ?', [`%${domain}`])).toEqual([]);
    }
  });

  it('returns exactly the users a LIKE scan finds, for generated users and awkward queries', async () => {
    await createGeneratedUsers(t, 300);
    const totals: number[] = [];
    let splitOnMysql = 0;
    for (const text of EQUALITY_QUERIES) {
      const found = await searchAll(text);
      const scanned = await likeScan(t.dataSource, text);
      expect({ text, total: found.total, ids: found.ids }).toEqual({ text, total: scanned.length, ids: scanned });
      if (await expectMysqlCountsEachWay(text, scanned.length)) splitOnMysql += 1;
      totals.push(found.total);
    }
    // The comparison means something only if most queries find users, some of them more than a page.
    expect(totals.filter((total) => total > 0).length).toBeGreaterThan(EQUALITY_QUERIES.length / 2);
    expect(Math.max(...totals)).toBeGreaterThan(100);
    // On MariaDB the one-word queries of 4+ characters without an @ were also counted each way.
    expect(splitOnMysql).toBe(t.dataSource.options.type === 'better-sqlite3' ? 0 : 11);
  });

  it('counts one word found in both names and domains alike by every way to their overlap', async () => {
    const word = marker().toLowerCase();
    const users = [
      { firstName: `${word}One`, email: `a1@${word}.example` },
      { firstName: 'Plain', email: `a2@${word}.example` },
      { lastName: `${word}Three`, email: `a3@other.example` },
      { firstName: 'Plain', email: `${word}4@other.example` },
      { firstName: 'Plain', email: `${word}5@${word}.example.org` },
      { firstName: 'Plain', email: `a6@elsewhere.example` },
    ];
    for (const user of users) await t.createUser({ lastName: 'Person', ...user });

    const sqlite = t.dataSource.options.type === 'better-sqlite3';
    for (const text of [word, `${word}.example`, `${word.toUpperCase()}.EXAMPLE.ORG`, `${word}one`]) {
      const expected = (await likeScan(t.dataSource, text)).length;
      expect({ text, total: Number((await search({ text })).headers['x-result-total-count']) }).toEqual({ text, total: expected });
      await expectMysqlCountsEachWay(text, expected);
      if (!sqlite) continue;
      // SQLite (ADR 0417): each way the count may take gives the scan's number.
      const run: RunSql = (sql, parameters) => t.dataSource.query(sql, parameters);
      const whole = sqliteTrigramSearch([text]).count;
      if (!whole) throw new Error('a one-word search of 3+ characters is counted from the index alone');
      const countAll = async () => Number((await run(whole.sql, whole.parameters))[0].total);
      for (const way of ['whole index', 'names', 'domains'] as OverlapWay[]) {
        expect({ text, way, total: await countByDomainSplit(run, text, countAll, { splitFromDomainUsers: 0, overlapWay: () => way }) }).toEqual({ text, way, total: expected });
      }
    }
    expect((await likeScan(t.dataSource, word)).length).toBe(5);
  });

  /**
   * MariaDB: a one-word count split at the @ and the same count taken whole (as below the domains'
   * threshold), each forced, must both be the scan's total. False where there is no such count (SQLite,
   * several words, three characters, an @).
   */
  async function expectMysqlCountsEachWay(text: string, total: number): Promise<boolean> {
    if (t.dataSource.options.type === 'better-sqlite3') return false;
    if (!mysqlTrigramSearch([text]).count?.sql.includes('CASE')) return false;
    const countFrom = async (splitFromDomainUsers: number): Promise<number> => {
      const count = mysqlTrigramSearch([text], splitFromDomainUsers).count;
      if (!count) throw new Error(`no count for ${text}`);
      return Number(((await t.dataSource.query(count.sql, count.parameters)) as { total: number | string }[])[0].total);
    };
    expect({ text, split: await countFrom(0), whole: await countFrom(Number.MAX_SAFE_INTEGER) }).toEqual({ text, split: total, whole: total });
    return true;
  }

  async function searchAll(text: string): Promise<{ total: number; ids: number[] }> {
    const ids: number[] = [];
    let total: number;
    do {
      const { users, headers } = await search({ text, limit: 100, offset: ids.length });
      total = Number(headers['x-result-total-count']);
      ids.push(...users.map((found) => found.id));
      if (users.length === 0) break;
    } while (ids.length < total);
    return { total, ids };
  }

  it('takes % and _ as letters, not patterns', async () => {
    const word = marker();
    await t.createUser({ firstName: `${word}x`, lastName: 'Plain' });

    expect((await search({ text: `${word}%` })).headers['x-result-total-count']).toBe('0');
    expect((await search({ text: `${word}_` })).headers['x-result-total-count']).toBe('0');
    expect((await search({ text: `${word.slice(0, -1)}_` })).headers['x-result-total-count']).toBe('0');
  });

  it('pages by id with the paging headers right at each page edge', async () => {
    const word = marker();
    const created: number[] = [];
    for (let index = 0; index < 45; index += 1) created.push((await t.createUser({ firstName: `${word}${index}`, lastName: 'Paged' })).id);

    const pages: [offset: number, count: number][] = [
      [0, 20],
      [20, 20],
      [40, 5],
      [44, 1],
      [45, 0],
      [60, 0],
    ];
    for (const [offset, count] of pages) {
      const { users, headers } = await search({ text: word, limit: 20, offset });
      expect({ offset, ids: users.map((found) => found.id) }).toEqual({ offset, ids: created.slice(offset, offset + count) });
      expect(headers).toMatchObject({ 'x-result-total-count': '45', 'x-result-page-limit': '20', 'x-result-start-offset': String(offset) });
    }
    const byDefault = await search({ text: word });
    expect(byDefault.users).toHaveLength(20);
    expect(byDefault.headers).toMatchObject({ 'x-result-total-count': '45', 'x-result-page-limit': '20', 'x-result-start-offset': '0' });
  });

  it.each([{ limit: 0 }, { limit: 101 }, { limit: 'many' }, { offset: -1 }, { offset: 1.5 }])('refuses %p', async (query) => {
    const response = await admin.get('/v1/users').query(query).expect(400);

    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('lets the portal read the paging headers across origins', async () => {
    const response = await admin.get('/v1/users').set('Origin', PORTAL_ORIGIN).query({ text: marker() }).expect(200);

    const exposed = String(response.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/u);
    expect(exposed).toEqual(expect.arrayContaining(['x-result-total-count', 'x-result-page-limit', 'x-result-start-offset']));
  });
});
