// Scenario 1: password sign-in, POST /auth/login without a session cookie (a fresh browser each
// time), against the physical limit: the service's own argon2id verification at the same
// concurrency on the same cores. Target: >= 0.85x.
//
// The login brake (docs/adr/0205) counts failures only, per account and per address; every
// sign-in here succeeds (right password, verified account), so it never engages, and the
// requests rotate over many accounts so no account's row or sessions dominate.
//
// On MariaDB the server shares the two cores with argon2, so the bare verification is no fair limit
// there: the baseline also runs the sign-in's statements through a bare mysql2 pool on the same
// database (baselines/sign-in-statements.ts), and the ratio is the service's own cost (issue 32).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startArgon2Side } from '../lib/argon2-side';
import { rotation, seedAccounts, signInRequest } from '../lib/bench-accounts';
import { compareSides, comparisonFigures, httpSide, warnings } from '../lib/compare';
import { startIdentity } from '../lib/identity-server';
import type { Scenario, ScenarioResult } from '../scenario';

/** Sign-ins in flight at the peak, and verifications in flight in the baseline. */
const CONCURRENCY = 16;
const TARGET = 0.85;
/**
 * The service's own warm-up before it is measured. At some 80 sign-ins/s each function of the
 * request's path runs too rarely for V8 to optimize it soon: the main thread's CPU per sign-in fell
 * from 2.7 ms in the first 5 s to 2.2 ms at 10-20 s and 1.65 ms from 40 s on, where a long-running
 * service stays; 24 s here, and the slices that follow. Throughput alone (argon2's) does not show
 * it, so the steady check alone stops after 6 s.
 */
const PRODUCT_WARM_UP_SECONDS = 24;

export const loginScenario: Scenario = {
  id: '1-login',
  title: 'password sign-in (POST /auth/login, fresh cookie each time)',
  engines: ['sqlite', 'mariadb'],
  async run(context): Promise<ScenarioResult[]> {
    const server = await startIdentity(context, { name: 'login' });
    try {
      const { accounts, passwordHash } = await seedAccounts(server, context.quick ? 200 : 1000);
      context.log(`${accounts.length} accounts seeded`);
      const nextAccount = rotation(accounts);
      const product = httpSide(
        'identity POST /auth/login',
        server.pid,
        {
          url: `${server.url}/auth/login`,
          requests: [signInRequest(nextAccount)],
        },
        CONCURRENCY,
      );
      const statements = server.database.engine === 'mariadb' ? { databaseUrl: server.database.url, accountsFile: writeAccounts(context.workDir, accounts) } : undefined;
      const baseline = await startArgon2Side(passwordHash, accounts[0].password, CONCURRENCY, statements);
      try {
        const comparison = await compareSides(context, product, baseline, { productWarmUpSeconds: context.quick ? undefined : PRODUCT_WARM_UP_SECONDS });
        const { product: productFigures, baseline: baselineFigures } = comparisonFigures(comparison);
        const ratio = comparison.ratio;
        const rssOk = (productFigures.peakRssMiB ?? 0) < 250;
        return [
          {
            id: '1-login',
            title: this.title,
            engine: context.engine,
            product: { label: product.label, figures: productFigures },
            baseline: {
              label: statements
                ? `bare mysql2 sign-in: the service's statements around @node-rs/argon2 verify, ${CONCURRENCY} in flight`
                : `@node-rs/argon2 verify of the service's hash, ${CONCURRENCY} in flight`,
              figures: baselineFigures,
            },
            ratio,
            ratioOf: statements ? 'sign-ins/s over bare sign-ins/s (median of the paired slices)' : 'sign-ins/s over argon2id verifications/s (median of the paired slices)',
            target: `>= ${TARGET}x, RSS < 250 MB`,
            pass: ratio >= TARGET && rssOk,
            notes: [...warnings('product', productFigures)],
          },
        ];
      } finally {
        baseline.stop();
      }
    } finally {
      await server.stop();
    }
  },
};

/** The accounts the baseline signs in, as a file its process reads (too many for an environment variable). */
function writeAccounts(workDir: string, accounts: readonly { email: string; password: string }[]): string {
  mkdirSync(workDir, { recursive: true });
  const file = join(workDir, 'sign-in-accounts.json');
  writeFileSync(file, JSON.stringify(accounts));
  return file;
}
