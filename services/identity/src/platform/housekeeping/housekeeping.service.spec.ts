import { Logger } from '@nestjs/common';
import { HousekeepingService } from './housekeeping.service';
import type { PurgeJob } from './purge-job';

const job = (kinds: Record<string, string>, purge: PurgeJob['purge']): PurgeJob => ({ kinds, purge });

describe(HousekeepingService.name, () => {
  it("logs one line of every job's counts, in the jobs' order", async () => {
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const sut = new HousekeepingService([
      job({ magicCodes: 'magic codes', userTokens: 'link tokens' }, () => Promise.resolve({ magicCodes: 2, userTokens: 0 })),
      job({ samlRequests: 'SAML requests' }, () => Promise.resolve({ samlRequests: 1 })),
    ]);

    await sut.runHourly();

    expect(logged).toHaveBeenCalledWith('Purged 2 magic codes, 0 link tokens, 1 SAML requests');
    logged.mockRestore();
  });

  it('logs nothing when nothing was purged', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

    await new HousekeepingService([job({ magicCodes: 'magic codes' }, () => Promise.resolve({ magicCodes: 0 }))]).runHourly();

    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('logs a failed pass instead of throwing, so the scheduler keeps running', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sut = new HousekeepingService([job({ magicCodes: 'magic codes' }, () => Promise.reject(new Error('Connection is not established')))]);
    await expect(sut.runHourly()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Housekeeping failed'));
    logged.mockRestore();
  });
});
