import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Repository } from 'typeorm';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { FixedClock } from '../../../test/support/fixed-clock';
import { txtRecordOf } from './domain-verification-record';
import { DomainVerificationService } from './domain-verification.service';
import type { DnsTxtLookup } from './dns-txt-lookup';
import type { EnterpriseDomain } from './enterprise-domain.entity';

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

function arrange(resolveTxt: (name: string) => Promise<string[][]>) {
  const clock = new FixedClock();
  const update = jest.fn().mockResolvedValue({ affected: 1 });
  const sut = new DomainVerificationService(
    { update } as unknown as Repository<EnterpriseDomain>,
    { resolveTxt } as unknown as DnsTxtLookup,
    clock,
    {} as IdentityConfig,
    {} as SchedulerRegistry,
  );
  return { sut, clock, update };
}

describe(DomainVerificationService.name, () => {
  it('verifies a domain whose record is published', async () => {
    const { sut, clock, update } = arrange(() => Promise.resolve([[txtRecordOf('the-key')]]));

    const domain = await sut.check(verifyingDomain(clock));

    expect(domain).toMatchObject({ isVerified: true, isVerificationFailed: false, lastCheckedAt: clock.now() });
    expect(update).toHaveBeenCalledWith({ id: 5 }, { lastCheckedAt: clock.now(), isVerified: true, isVerificationFailed: false });
  });

  it('keeps a domain Verifying when DNS fails before the deadline, and fails it after', async () => {
    const { sut, clock } = arrange(() => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })));
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
    const { sut, clock, update } = arrange(resolveTxt);
    const failed = { ...verifyingDomain(clock), isVerificationFailed: true } as EnterpriseDomain;

    await sut.check(failed);

    expect(resolveTxt).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });
});
