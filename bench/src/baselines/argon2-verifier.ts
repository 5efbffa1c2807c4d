// Baseline of scenario 1, the physical limit of a password sign-in: the service's own argon2id
// verify (@node-rs/argon2 as the service resolves it, the service's PHC string, so the same
// parameters) in a process of its own, with the same number of verifications in flight as the load
// generator keeps sign-ins in flight, on the same libuv thread pool size (the default).
// With BENCH_SIGN_IN_DATABASE_URL and BENCH_SIGN_IN_ACCOUNTS (a JSON file of { email, password }), each
// operation is the whole sign-in's database work around the verification (sign-in-statements.ts), the
// fair baseline on MariaDB (issue 32); the accounts rotate as the product's requests do.
// Driven over IPC by bench/src/lib/argon2-side.ts: { seconds, concurrency } for the peak,
// { seconds, rate } for latency at a fixed rate; answers with the figures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { percentile } from '../lib/alternate';
import { openDatabase } from '../lib/sql-database';
import { signInStatements } from './sign-in-statements';

interface Argon2 {
  verify(hashed: string, password: string): Promise<boolean>;
}

export interface VerifierRequest {
  seconds: number;
  concurrency?: number;
  rate?: number;
}

const identityRequire = createRequire(join(__dirname, '..', '..', '..', 'services', 'identity', 'package.json'));
const argon2 = identityRequire('@node-rs/argon2') as Argon2;
const hash = process.env.BENCH_PASSWORD_HASH ?? '';
const password = process.env.BENCH_PASSWORD ?? '';

/** The operation measured: the verification alone, or the whole sign-in's statements around it. */
const verifyOnce: () => Promise<void> = (() => {
  const databaseUrl = process.env.BENCH_SIGN_IN_DATABASE_URL;
  if (!databaseUrl) {
    return async () => {
      if (!(await argon2.verify(hash, password))) throw new Error('the baseline verification failed: wrong hash or password');
    };
  }
  const accounts = JSON.parse(readFileSync(process.env.BENCH_SIGN_IN_ACCOUNTS ?? '', 'utf8')) as { email: string; password: string }[];
  // TypeORM's default pool size, the service's.
  const statements = signInStatements(openDatabase({ engine: 'mariadb', url: databaseUrl }, 10), (stored, given) => argon2.verify(stored, given));
  let next = 0;
  return async () => {
    const account = accounts[next++ % accounts.length];
    if (!(await statements.signIn(account.email, account.password))) throw new Error(`the baseline sign-in of ${account.email} failed: wrong hash or password`);
  };
})();

/** As many verifications as fit, `concurrency` at a time. */
async function peak(seconds: number, concurrency: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await verifyOnce();
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((Date.now() - started) / 1000);
}

/** Verifications started at a fixed rate; each latency counts from when it was due. */
async function atRate(seconds: number, rate: number): Promise<{ throughput: number; latencies: number[] }> {
  const started = Date.now();
  const total = Math.max(1, Math.round(seconds * rate));
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(verifyOnce().then(() => void latencies.push(Date.now() - due)));
  }
  await Promise.all(pending);
  return { throughput: total / ((Date.now() - started) / 1000), latencies };
}

process.on('message', (message: VerifierRequest) => {
  const run = async () => {
    if (message.rate) {
      const { throughput, latencies } = await atRate(message.seconds, message.rate);
      return { throughput, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: 0, non2xx: 0 };
    }
    return { throughput: await peak(message.seconds, message.concurrency ?? 1), errors: 0, non2xx: 0 };
  };
  run().then(
    (figures) => process.send?.({ figures }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});

verifyOnce().then(
  () => process.send?.({ ready: true }),
  (error: unknown) => process.send?.({ error: String(error) }),
);
