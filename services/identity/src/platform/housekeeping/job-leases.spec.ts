import type { Repository } from 'typeorm';
import { getRepositoryToken } from '@nestjs/typeorm';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { JobLease } from './job-lease.entity';
import { JobLeases } from './job-leases';

/** A second instance's JobLeases on the same database (its own holder id). */
const OTHER_INSTANCE = Symbol('OTHER_INSTANCE');
const INTERVAL_MS = 5 * 60_000;
const LEASE_MS = 60_000;

/** Work that runs until the test lets it end. */
function heldWork(): { work: () => Promise<void>; started: Promise<void>; finish: () => void } {
  let finish!: () => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    started,
    finish,
    work: () => {
      markStarted();
      return done;
    },
  };
}

describe(JobLeases.name, () => {
  let unit: UnitModule;
  let one: JobLeases;
  let other: JobLeases;
  let rows: Repository<JobLease>;

  beforeEach(async () => {
    unit = await unitModule({
      providers: [JobLeases, { provide: OTHER_INSTANCE, useClass: JobLeases }],
      database: 'memory',
      config: { TIMER_LEASE_TTL: '60s' },
    });
    one = unit.get(JobLeases);
    other = unit.get<JobLeases>(OTHER_INSTANCE);
    rows = unit.get(getRepositoryToken(JobLease));
  });

  afterEach(async () => {
    await unit.close();
  });

  it('runs a job on one of two instances asking at once', async () => {
    const runs: string[] = [];
    const held = heldWork();
    const asking = [one, other, one, other].map((leases, index) =>
      leases.runIfDue('dns', INTERVAL_MS, async () => {
        runs.push(`run ${index}`);
        await held.work();
      }),
    );
    await held.started;
    held.finish();

    expect((await Promise.all(asking)).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
  });

  it('does not run a job again on any instance within its interval, and runs it once after', async () => {
    expect(await one.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(true);
    expect(await other.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(false);
    expect(await one.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(false);

    unit.clock.advance(INTERVAL_MS);

    expect(await other.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(true);
    expect(await one.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(false);
  });

  it('keeps each job apart: a held lease of one job does not stop another', async () => {
    const held = heldWork();
    const dns = one.runIfDue('dns', INTERVAL_MS, held.work);
    await held.started;

    expect(await other.runIfDue('housekeeping', INTERVAL_MS, () => Promise.resolve())).toBe(true);
    held.finish();
    await dns;
  });

  it('gives the job to another instance once the holder stops renewing (a crash) and its lease expires', async () => {
    const held = heldWork();
    const stuck = one.runIfDue('dns', INTERVAL_MS, held.work);
    await held.started;

    unit.clock.advance(LEASE_MS - 1000);
    expect(await other.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(false);
    unit.clock.advance(1000);
    expect(await other.runIfDue('dns', INTERVAL_MS, () => Promise.resolve())).toBe(true);

    held.finish();
    await stuck;
  });

  it('records the holder and the expiry while a job runs, and frees the row at its end', async () => {
    const held = heldWork();
    const running = one.runIfDue('dns', INTERVAL_MS, held.work);
    await held.started;

    expect(await rows.findOneByOrFail({ name: 'dns' })).toMatchObject({ holder: one.holder, leaseUntil: new Date(unit.clock.now().getTime() + LEASE_MS) });
    held.finish();
    await running;
    expect(await rows.findOneByOrFail({ name: 'dns' })).toMatchObject({ holder: null, leaseUntil: null });
  });

  it('gives the lease back at the end of a failed job, and throws its failure', async () => {
    await expect(one.runIfDue('dns', INTERVAL_MS, () => Promise.reject(new Error('DNS down')))).rejects.toThrow('DNS down');

    expect(await rows.findOneByOrFail({ name: 'dns' })).toMatchObject({ holder: null });
  });

  it('at shutdown lets a job under way end, then gives back what it still holds', async () => {
    const held = heldWork();
    const running = one.runIfDue('dns', INTERVAL_MS, held.work);
    await held.started;
    // As if a renewal had run after the end of another job: a lease held but not in use.
    await rows.insert({ name: 'left-over', holder: one.holder, leaseUntil: new Date(unit.clock.now().getTime() + LEASE_MS), dueAt: unit.clock.now() });

    const stopping = one.onModuleDestroy();
    held.finish();
    await Promise.all([stopping, running]);

    expect(await rows.findBy({ holder: one.holder })).toEqual([]);
    expect(await other.runIfDue('left-over', INTERVAL_MS, () => Promise.resolve())).toBe(true);
  });
});
