import { Logger } from '@nestjs/common';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { HousekeepingService } from './housekeeping.service';
import { JobLeases } from './job-leases';
import { PURGE_JOBS, type PurgeJob } from './purge-job';

const job = (kinds: Record<string, string>, purge: PurgeJob['purge']): PurgeJob => ({ kinds, purge });

describe(HousekeepingService.name, () => {
  let unit: UnitModule;

  /** The service over the given jobs, as HousekeepingModule.forRoot lists them. */
  async function housekeepingOf(jobs: PurgeJob[]): Promise<HousekeepingService> {
    unit = await unitModule({ providers: [HousekeepingService, JobLeases, { provide: PURGE_JOBS, useValue: jobs }], database: 'memory' });
    return unit.get(HousekeepingService);
  }

  afterEach(async () => {
    await unit.close();
  });

  it("logs one line of every job's counts, in the jobs' order", async () => {
    const sut = await housekeepingOf([
      job({ magicCodes: 'magic codes', userTokens: 'link tokens' }, () => Promise.resolve({ magicCodes: 2, userTokens: 0 })),
      job({ samlRequests: 'SAML requests' }, () => Promise.resolve({ samlRequests: 1 })),
    ]);
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

    await sut.runHourly();

    expect(logged).toHaveBeenCalledWith('Purged 2 magic codes, 0 link tokens, 1 SAML requests');
    logged.mockRestore();
  });

  it('logs nothing when nothing was purged', async () => {
    const sut = await housekeepingOf([job({ magicCodes: 'magic codes' }, () => Promise.resolve({ magicCodes: 0 }))]);
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

    await sut.runHourly();

    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('runs once an hour whatever the number of instances: the pass is not due again within the hour', async () => {
    const purge = jest.fn(() => Promise.resolve({ magicCodes: 0 }));
    const sut = await housekeepingOf([job({ magicCodes: 'magic codes' }, purge)]);

    expect(await sut.runHourly()).toBe(true);
    expect(await sut.runHourly()).toBe(false);
    unit.clock.advance(60 * 60_000);
    expect(await sut.runHourly()).toBe(true);
    expect(purge).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass instead of throwing, so the scheduler keeps running', async () => {
    const sut = await housekeepingOf([job({ magicCodes: 'magic codes' }, () => Promise.reject(new Error('Connection is not established')))]);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(sut.runHourly()).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Housekeeping failed'));
    logged.mockRestore();
  });
});
