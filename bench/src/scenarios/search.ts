// Scenario 4: GET /v1/users?text=…&limit=20 at a million users (the trigram index, ADR 0222)
// against the query it replaces, a LIKE '%word%' scan of the same table for the same first page and
// count, run directly on the same database. Words of different selectivity, product and scan in
// turns, several rounds. The first page and the total must be the scan's, or the scenario fails.
// Target: p95 <= 0.1x the scan's.
import { get } from 'node:http';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { alternate, percentile } from '../lib/alternate';
import { signIn } from '../lib/bench-accounts';
import { findPeak, measureAtRate } from '../lib/load';
import { startIdentity } from '../lib/identity-server';
import { watchRss } from '../lib/rss';
import type { Scenario, ScenarioResult } from '../scenario';
import { searchSeed } from '../seed/search-users';
import { mariadbSearchSeed } from '../seed/search-users-mariadb';

const TARGET = 0.1;
/**
 * The API answers all words in about half a second, the scan in seconds: more passes of the API per
 * round give its p95 enough samples that one request stalled by a neighbour on the shared cores does
 * not become the p95 on its own (with one pass, 32 samples, the p95 is the second slowest).
 */
const PRODUCT_PASSES_PER_ROUND = 4;
const PAGE = 20;
/** From a third of the users to none: common syllables, the commonest mail provider, across the @ and a dot. */
const WORDS = ['gmail', 'son', 'mar', 'ane', 'rilo', 'lo.ra', '0@g', 'zzq'];

interface Answer {
  ids: number[];
  total: number;
  ms: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function latencyFigures(values: number[]): { p50: number; p95: number; p99: number } {
  return { p50: round2(percentile(values, 50)), p95: round2(percentile(values, 95)), p99: round2(percentile(values, 99)) };
}

/**
 * One GET on a fresh connection: the scan blocks this process for seconds between requests, long
 * enough for the server to close an idle kept-alive socket under the next request.
 */
function getJson(url: string, cookie: string): Promise<{ status: number; total: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, total: Number(response.headers['x-result-total-count']), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface Scanner {
  scan(word: string): Promise<Answer>;
  close(): Promise<void>;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The scan on SQLite: every column with LIKE '%word%' (pattern characters taken literally), by id. */
function sqliteScanner(databasePath: string): Scanner {
  const db = new Database(databasePath, { timeout: 10_000 });
  const where = "(first_name LIKE ? ESCAPE '\\' OR last_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')";
  const page = db.prepare(`SELECT id FROM users WHERE ${where} ORDER BY id LIMIT ${PAGE}`);
  const count = db.prepare(`SELECT COUNT(*) AS total FROM users WHERE ${where}`);
  return {
    scan(word) {
      const pattern = likePattern(word);
      const started = performance.now();
      const ids = (page.all(pattern, pattern, pattern) as { id: number }[]).map((row) => row.id);
      const { total } = count.get(pattern, pattern, pattern) as { total: number };
      return Promise.resolve({ ids, total, ms: performance.now() - started });
    },
    close: () => Promise.resolve(void db.close()),
  };
}

/** The same scan on MariaDB/MySQL (a backslash is LIKE's default escape there). */
async function mariadbScanner(url: string): Promise<Scanner> {
  const db = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), charset: 'utf8mb4_unicode_ci' });
  const where = '(first_name LIKE ? OR last_name LIKE ? OR email LIKE ?)';
  return {
    async scan(word) {
      const pattern = likePattern(word);
      const started = performance.now();
      const [page] = (await db.query(`SELECT id FROM users WHERE ${where} ORDER BY id LIMIT ${PAGE}`, [pattern, pattern, pattern])) as unknown as [{ id: number }[]];
      const [count] = (await db.query(`SELECT COUNT(*) AS total FROM users WHERE ${where}`, [pattern, pattern, pattern])) as unknown as [{ total: number }[]];
      return { ids: page.map((row) => Number(row.id)), total: Number(count[0].total), ms: performance.now() - started };
    },
    close: () => db.end(),
  };
}

/** The server's InnoDB buffer pool and the size of what the searches and the scan read, MiB. */
async function bufferPoolAgainstTables(url: string): Promise<{ bufferPoolMiB: number; tablesMiB: number }> {
  const db = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:') });
  try {
    const [rows] = (await db.query(
      "SELECT @@innodb_buffer_pool_size AS pool, SUM(data_length + index_length) AS tables FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ('users', 'user_search_trigrams', 'user_search_characters', 'user_search_domains')",
    )) as unknown as [{ pool: number | string; tables: number | string }[]];
    const mib = (bytes: number | string) => Math.round(Number(bytes) / 1_048_576);
    return { bufferPoolMiB: mib(rows[0].pool), tablesMiB: mib(rows[0].tables) };
  } finally {
    await db.end();
  }
}

export const searchScenario: Scenario = {
  id: '4-search',
  title: 'the user search: GET /v1/users?text= at 1,000,000 users',
  engines: ['sqlite', 'mariadb'],
  async run(context): Promise<ScenarioResult[]> {
    // The issue's million on both engines; loading it takes about 7 minutes on MariaDB here, once: the
    // loaded database is kept for the next run (ADR 0222).
    const users = context.searchUsers ?? (context.quick ? 100_000 : 1_000_000);
    const sqliteSeed = context.databaseUrl ? null : await searchSeed(context, users);
    const mariadbSeed = context.databaseUrl ? await mariadbSearchSeed(context, context.databaseUrl, users) : null;
    const seed = sqliteSeed ?? mariadbSeed;
    if (!seed) throw new Error('no seed');
    const server = await startIdentity(context, { name: 'search', env: sqliteSeed ? { DATA_DIR: sqliteSeed.dataDir } : { DATABASE_URL: mariadbSeed?.url ?? '' } });
    const scan = sqliteSeed ? sqliteScanner(sqliteSeed.databasePath) : await mariadbScanner(mariadbSeed?.url ?? '');
    try {
      const cookie = await signIn(server, seed.admin);
      const search = async (word: string): Promise<Answer> => {
        const started = performance.now();
        const response = await getJson(`${server.url}/v1/users?${new URLSearchParams({ text: word, limit: String(PAGE) })}`, cookie);
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`GET /v1/users?text=${word} answered ${response.status}`);
        return { ids: (response.body as { id: number }[]).map((user) => user.id), total: response.total, ms };
      };

      // Whether MariaDB's searches read from memory or from disk: its buffer pool against the tables' size.
      const memory = mariadbSeed ? await bufferPoolAgainstTables(mariadbSeed.url) : null;
      const rss = watchRss(server.pid);
      const mismatches: string[] = [];
      const matches: Record<string, number> = {};
      for (const word of WORDS) {
        // A first pass warms both sides' caches and checks that they agree.
        const [found, scanned] = [await search(word), await scan.scan(word)];
        matches[word] = scanned.total;
        if (found.total !== scanned.total || found.ids.join() !== scanned.ids.join()) {
          mismatches.push(`"${word}": API total ${found.total}, first page [${found.ids.join(', ')}]; scan total ${scanned.total}, first page [${scanned.ids.join(', ')}]`);
        }
      }
      const rounds = context.quick ? 2 : 4;
      const passes = await alternate(
        rounds,
        async () => {
          const times: number[] = [];
          for (let pass = 0; pass < PRODUCT_PASSES_PER_ROUND; pass += 1) for (const word of WORDS) times.push((await search(word)).ms);
          return times;
        },
        async () => {
          const times: number[] = [];
          for (const word of WORDS) times.push((await scan.scan(word)).ms);
          return times;
        },
      );
      const productTimes = passes.a.flat();
      const scanTimes = passes.b.flat();
      context.log(`search: product p95 ${round2(percentile(productTimes, 95))} ms over ${productTimes.length} requests, scan p95 ${round2(percentile(scanTimes, 95))} ms over ${scanTimes.length} scans`);

      // Throughput of the API on the same words, one word after the other on every connection.
      const target = { url: server.url, requests: WORDS.map((word) => ({ method: 'GET' as const, path: `/v1/users?${new URLSearchParams({ text: word, limit: String(PAGE) })}`, headers: { cookie } })) };
      const seconds = context.quick ? 3 : 5;
      const connections = 8;
      const peak = await findPeak(target, { durationSeconds: seconds, connections });
      const atRate = await measureAtRate(target, Math.max(1, peak.throughput * 0.7), seconds, connections);
      const peakRssMiB = rss.stop();

      const product = latencyFigures(productTimes);
      const baseline = latencyFigures(scanTimes);
      const ratio = Math.round((product.p95 / baseline.p95) * 1000) / 1000;
      const sequentialMs = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
      return [
        {
          id: '4-search',
          title: this.title,
          engine: context.engine,
          product: {
            label: 'identity GET /v1/users?text=&limit=20 (trigram index)',
            figures: {
              throughput: Math.round(peak.throughput * 10) / 10,
              ...product,
              peakRssMiB,
              extra: {
                users,
                seededSeconds: seed.seededSeconds,
                p50At70PercentOfPeak: round2(atRate.p50),
                p95At70PercentOfPeak: round2(atRate.p95),
                p99At70PercentOfPeak: round2(atRate.p99),
                errors: peak.errors + atRate.errors,
                non2xx: peak.non2xx + atRate.non2xx,
                ...Object.fromEntries(WORDS.map((word) => [`matches ${word}`, matches[word]])),
                ...(memory ? { bufferPoolMiB: memory.bufferPoolMiB, searchTablesMiB: memory.tablesMiB } : {}),
              },
            },
          },
          baseline: {
            label: `LIKE '%word%' scan, first page + count, ${sqliteSeed ? 'better-sqlite3 on the same file' : 'mysql2 on the same database'}`,
            figures: { throughput: round2((scanTimes.length * 1000) / sequentialMs(scanTimes)), ...baseline, extra: { queries: scanTimes.length } },
          },
          ratio,
          ratioOf: 'p95 product/scan',
          target: `p95 <= ${TARGET}x, same first page and total, RSS < 250 MB`,
          pass: ratio <= TARGET && mismatches.length === 0 && peakRssMiB < 250,
          notes: [
            `words and matches: ${WORDS.map((word) => `${word} ${matches[word]}`).join(', ')}`,
            `product latency is one request at a time over HTTP (session check included); p95 at 70% of its peak ${round2(atRate.p95)} ms`,
            ...(memory
              ? [`InnoDB buffer pool ${memory.bufferPoolMiB} MiB against ${memory.tablesMiB} MiB of users and search tables${memory.bufferPoolMiB < memory.tablesMiB ? ': the searches and the scan read pages from disk' : ''}`]
              : []),
            ...(seed.seededSeconds > 0 ? [`seeded ${users} users in ${seed.seededSeconds} s`] : ['reused the seeded database of an earlier run']),
            ...mismatches.map((mismatch) => `results differ: ${mismatch}`),
          ],
        },
      ];
    } finally {
      await scan.close();
      await server.stop();
    }
  },
};
