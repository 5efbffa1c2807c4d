import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { JobLeases } from '../../platform/housekeeping/job-leases';
import { holdsVerificationRecord } from './domain-verification-record';
import { DnsTxtLookup } from './dns-txt-lookup';
import { EnterpriseDomain } from './enterprise-domain.entity';

const INTERVAL_NAME = 'enterprise-domain-verification';

/**
 * Verifying domains are looked up when added and then every DOMAIN_VERIFICATION_INTERVAL until their
 * deadline: the TXT record makes them Verified; a deadline passed without it makes them Failed.
 * The timer's pass runs on one instance at a time, the one that takes its lease (docs/adr/0702).
 */
@Injectable()
export class DomainVerificationService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DomainVerificationService.name);
  private passUnderWay: Promise<void> | null = null;

  constructor(
    @InjectRepository(EnterpriseDomain) private readonly domains: Repository<EnterpriseDomain>,
    private readonly lookup: DnsTxtLookup,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: JobLeases,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.enterpriseDomains.jobEnabled) return;
    const timer = setInterval(() => void this.runScheduled(), this.config.enterpriseDomains.verificationIntervalMs);
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  /** Stops the timer and lets a pass in progress finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.passUnderWay;
  }

  /** Looks a Verifying domain up once and saves its new state; a decided domain is left as it is. */
  async check(domain: EnterpriseDomain): Promise<EnterpriseDomain> {
    if (domain.isVerified || domain.isVerificationFailed) return domain;
    let found = false;
    try {
      found = holdsVerificationRecord(await this.lookup.resolveTxt(domain.name), domain.txtCode);
    } catch (error) {
      // A DNS failure is not an answer: the domain stays Verifying and the next pass asks again.
      this.logger.warn(`TXT look-up of ${domain.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const now = this.clock.now();
    domain.lastCheckedAt = now;
    if (found) domain.isVerified = true;
    else if (now.getTime() >= domain.verificationDeadline.getTime()) domain.isVerificationFailed = true;
    await this.domains.update(
      { id: domain.id },
      { lastCheckedAt: now, isVerified: domain.isVerified, isVerificationFailed: domain.isVerificationFailed },
    );
    return domain;
  }

  /**
   * A pass of the timer, run here only if no other instance holds its lease and none ran it within
   * the interval; answers whether it ran here. A slow DNS can make a pass outlast the interval, and
   * the next one is skipped.
   */
  async runScheduled(): Promise<boolean> {
    if (this.passUnderWay) return false;
    let ran = false;
    this.passUnderWay = this.leases
      .runIfDue(INTERVAL_NAME, this.config.enterpriseDomains.verificationIntervalMs, async () => {
        ran = true;
        await this.checkVerifying();
      })
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Domain verification pass failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    try {
      await this.passUnderWay;
    } finally {
      this.passUnderWay = null;
    }
    return ran;
  }

  /** One pass over every Verifying domain, oldest first; returns how many were looked up. */
  async checkVerifying(): Promise<number> {
    const verifying = await this.domains.find({ where: { isVerified: false, isVerificationFailed: false }, order: { id: 'ASC' } });
    for (const domain of verifying) await this.check(domain);
    return verifying.length;
  }
}
