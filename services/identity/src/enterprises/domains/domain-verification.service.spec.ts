import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { fake, unitModule } from '../../../test/support/unit-module';
import { JobLeases } from '../../platform/housekeeping/job-leases';
import { txtRecordOf } from './domain-verification-record';
import { DomainVerificationService } from './domain-verification.service';
import { DnsTxtLookup } from './dns-txt-lookup';
import { EnterpriseDomain } from './enterprise-domain.entity';

const HOUR_MS = 3600 * 1000;

function verifyingDomain(clock: FixedClock): EnterpriseDomain {
  return {
    id: 5,
    name: 'clouds.example',
    txtCode: 'the-key',
    isVerified: false,
    isVerificationFailed: false,
    verificationDeadline: new Date(clock.now().getTime() + HOUR_MS),
    lastCheckedAt: null,
  } as EnterpriseDomain;
}

async function arrange(resolveTxt: (name: string) => Promise<string[][]>) {
  const update = jest.fn().mockResolvedValue({ affected: 1 });
  const unit = await unitModule({
    providers: [DomainVerificationService],
    fakes: [{ provide: getRepositoryToken(EnterpriseDomain), useValue: { update } }, fake(DnsTxtLookup, { resolveTxt }), fake(SchedulerRegistry, {}), fake(JobLeases, {})],
  });
  return { sut: unit.get(DomainVerificationService), clock: unit.clock, update };
}

describe(DomainVerificationService.name, () => {
  it('verifies a domain whose record is published', async () => {
    const { sut, clock, update } = await arrange(() => Promise.resolve([[txtRecordOf('the-key')]]));

    const domain = await sut.check(verifyingDomain(clock));

    expect(domain).toMatchObject({ isVerified: true, isVerificationFailed: false, lastCheckedAt: clock.now() });
    expect(update).toHaveBeenCalledWith({ id: 5 }, { lastCheckedAt: clock.now(), isVerified: true, isVerificationFailed: false });
  });

  it('keeps a domain Verifying when DNS fails before the deadline, and fails it after', async () => {
    const { sut, clock } = await arrange(() => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })));
    const domain = verifyingDomain(clock);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    expect(await sut.check(domain)).toMatchObject({ isVerified: false, isVerificationFailed: false });
    clock.advance(HOUR_MS);
    expect(await sut.check(domain)).toMatchObject({ isVerified: false, isVerificationFailed: true });
    expect(warn).toHaveBeenCalledWith('TXT look-up of clouds.example failed: timeout');
    warn.mockRestore();
  });

  it('leaves a decided domain alone', async () => {
    const resolveTxt = jest.fn();
    const { sut, clock, update } = await arrange(resolveTxt);
    const failed = { ...verifyingDomain(clock), isVerificationFailed: true } as EnterpriseDomain;

    await sut.check(failed);

    expect(resolveTxt).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });
});
