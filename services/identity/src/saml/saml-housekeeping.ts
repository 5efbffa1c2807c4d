import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, LessThan } from 'typeorm';
import { Clock } from '../platform/clock';
import type { PurgeJob } from '../platform/housekeeping/purge-job';
import { SamlRequest } from './saml-request.entity';
import { CLOCK_SKEW_MS } from './saml-service-provider';
import { SpentSamlAssertion } from './spent-saml-assertion.entity';

type Kind = 'samlRequests' | 'spentSamlAssertions';

/** SAML's share of the hourly purge: unanswered requests, and spent assertion ids that could no longer be replayed. */
@Injectable()
export class SamlHousekeeping implements PurgeJob<Kind> {
  readonly kinds = { samlRequests: 'SAML requests', spentSamlAssertions: 'spent SAML assertions' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async purge(): Promise<Record<Kind, number>> {
    const now = this.clock.now();
    const samlRequests = await this.dataSource.getRepository(SamlRequest).delete({ expiresAt: LessThan(now) });
    // A spent assertion id is kept while the assertion could still pass (its end plus the accepted skew).
    const spentSamlAssertions = await this.dataSource.getRepository(SpentSamlAssertion).delete({ expiresAt: LessThan(new Date(now.getTime() - 2 * CLOCK_SKEW_MS)) });
    return {
      samlRequests: samlRequests.affected ?? 0,
      spentSamlAssertions: spentSamlAssertions.affected ?? 0,
    };
  }
}
