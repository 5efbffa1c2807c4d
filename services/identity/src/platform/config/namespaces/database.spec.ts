import { ConfigError } from '../config-error';
import { loadConfig } from '../load-config';

const CWD = '/srv/identity';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('database timeouts of loadConfig', () => {
  it('waits 1.5 s for the database (a partition answered within 2 s) and 2 minutes for another instance\'s migrations by default', () => {
    expect(loadConfig({}, CWD).databaseTimeouts).toEqual({ connectMs: 1_500, acquireMs: 1_500, queryMs: 1_500, migrationLockMs: 120_000 });
  });

  it('reads milliseconds, seconds (also bare) and minutes', () => {
    const sut = loadConfig(
      { DATABASE_CONNECT_TIMEOUT: '500ms', DATABASE_ACQUIRE_TIMEOUT: '3', DATABASE_QUERY_TIMEOUT: '1s', MIGRATION_LOCK_TIMEOUT: '10m' },
      CWD,
    ).databaseTimeouts;

    expect(sut).toEqual({ connectMs: 500, acquireMs: 3_000, queryMs: 1_000, migrationLockMs: 600_000 });
  });

  it.each(['0', '0ms', '2 s', 'soon', '-1', '2h', '61m'])('refuses %j, naming the variable', (value) => {
    expect(problemsOf({ DATABASE_QUERY_TIMEOUT: value, MIGRATION_LOCK_TIMEOUT: value })).toEqual([
      `DATABASE_QUERY_TIMEOUT must be a duration such as 500ms, 2s or 2m (at most 60m) (got ${JSON.stringify(value)})`,
      `MIGRATION_LOCK_TIMEOUT must be a duration such as 500ms, 2s or 2m (at most 60m) (got ${JSON.stringify(value)})`,
    ]);
  });
});
