import type { RowDataPacket } from 'mysql2/promise';
import { type Cluster, MIGRATION_LOCK, sleep, startCluster } from './support/cluster';
import { figure } from './support/figures';

describe('starting several instances on one database (migrations under a database lock)', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ start: false });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('starts both instances together on an empty database, five times: both become ready, each migration ran once', async () => {
    for (let round = 1; round <= 5; round += 1) {
      await Promise.all([cluster.a.kill('SIGKILL'), cluster.b.kill('SIGKILL')]);
      await cluster.resetDatabase();
      const started = performance.now();
      cluster.a.spawn();
      cluster.b.spawn();

      await Promise.all([cluster.a.ready(), cluster.b.ready()]);

      figure(`concurrent first start of two instances on an empty database (round ${round}): both ready`, `${((performance.now() - started) / 1000).toFixed(1)} s`);
      const [twice] = await cluster.sql.query<RowDataPacket[]>('SELECT name FROM migrations GROUP BY name HAVING COUNT(*) > 1');
      expect(twice).toEqual([]);
      const [ran] = await cluster.sql.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM migrations');
      expect(Number(ran[0].n)).toBeGreaterThan(0);
    }
  });

  it('an instance started while another holds the migration lock waits for it, then starts; the other keeps serving', async () => {
    // Both serving first, whatever the test before left.
    for (const instance of [cluster.a, cluster.b]) if (!instance.running) await instance.start();
    // A connection of the test holds the lock, as an instance running a long migration would.
    const holder = await cluster.sql.query<RowDataPacket[]>('SELECT GET_LOCK(?, 0) AS held', [MIGRATION_LOCK]);
    expect(Number(holder[0][0].held)).toBe(1);
    let released = false;
    try {
      await cluster.a.kill('SIGTERM');
      cluster.a.spawn();
      // Long enough for A to reach the lock; B answers throughout.
      const statusesOfB: number[] = [];
      for (let round = 0; round < 15; round += 1) {
        statusesOfB.push(await cluster.b.readyStatus(2_000));
        await sleep(200);
      }

      expect(cluster.a.running).toBe(true);
      expect(await cluster.a.readyStatus(1_000)).not.toBe(200);
      expect(statusesOfB).toEqual(Array(15).fill(200));

      await cluster.sql.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK]);
      released = true;
      const waited = performance.now();
      await cluster.a.ready();
      figure('instance waiting on a held migration lock: ready after the release', `${(performance.now() - waited).toFixed(0)} ms`);
      expect(cluster.b.running).toBe(true);
    } finally {
      if (!released) await cluster.sql.query('SELECT RELEASE_LOCK(?)', [MIGRATION_LOCK]);
    }
  });
});
