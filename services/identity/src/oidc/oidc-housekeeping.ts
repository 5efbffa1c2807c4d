import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../platform/clock';
import type { PurgeJob } from '../platform/housekeeping/purge-job';
import { purgeExpiredOidcPayloads } from './oidc-database-adapter';
import { OidcPayload } from './oidc-payload.entity';

type Kind = 'oidcPayloads';

/** The OpenID Connect provider's share of the hourly purge: its expired sessions, interactions, grants, codes and tokens. */
@Injectable()
export class OidcHousekeeping implements PurgeJob<Kind> {
  readonly kinds = { oidcPayloads: 'expired OpenID Connect objects' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async purge(): Promise<Record<Kind, number>> {
    return { oidcPayloads: await purgeExpiredOidcPayloads(this.dataSource.getRepository(OidcPayload), this.clock.now()) };
  }
}
