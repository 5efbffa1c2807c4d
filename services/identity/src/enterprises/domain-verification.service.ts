import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { holdsVerificationRecord } from './domain-verification-record';
import { DnsTxtLookup } from './dns-txt-lookup';
import { EnterpriseDomain } from './enterprise-domain.entity';

/**
 * Verifying domains are looked up when added and then every few minutes until their deadline:
 * the TXT record makes them Verified; a deadline passed without it makes them Failed.
 */
@Injectable()
export class DomainVerificationService {
  private readonly logger = new Logger(DomainVerificationService.name);
  private passUnderWay = false;

  constructor(
    @InjectRepository(EnterpriseDomain) private readonly domains: Repository<EnterpriseDomain>,
    private readonly lookup: DnsTxtLookup,
    private readonly clock: Clock,
  ) {}

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

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'enterprise-domain-verification' })
  async runScheduled(): Promise<void> {
    // A slow DNS can make a pass outlast the interval; the next one starts after it.
    if (this.passUnderWay) return;
    this.passUnderWay = true;
    try {
      await this.checkVerifying();
    } catch (error) {
      this.logger.error(`Domain verification pass failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.passUnderWay = false;
    }
  }

  /** One pass over every Verifying domain, oldest first; returns how many were looked up. */
  async checkVerifying(): Promise<number> {
    const verifying = await this.domains.find({ where: { isVerified: false, isVerificationFailed: false }, order: { id: 'ASC' } });
    for (const domain of verifying) await this.check(domain);
    return verifying.length;
  }
}
