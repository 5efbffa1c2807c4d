import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SchedulerRegistry } from '@nestjs/schedule';
import { In, IsNull, MoreThan, Not, Or, type Repository } from 'typeorm';
import { SessionsService } from '../auth/sessions/sessions.service';
import { Clock } from '../platform/clock';
import { JobLeases } from '../platform/housekeeping/job-leases';
import { OidcPayload } from './oidc-payload.entity';
import { OidcSessionEnder } from './oidc-session-ender';

/**
 * How often provider sessions are checked against their portal sessions: a portal session that
 * expires (absolute or idle end) is deleted by no one at that moment, so its applications hear of it
 * (back-channel logout) within this time.
 */
export const OIDC_SESSION_SWEEP_INTERVAL_MS = 60_000;

/** Provider sessions read per statement: bounds the memory and the IN list of one step. */
const PAGE = 500;

const JOB = 'oidc-session-expiry';

/**
 * The sweep of provider sessions whose portal session ended without anyone being told (docs/adr/0804):
 * expired or idle, deleted on presentation or by the hourly purge, or gone with a row the database
 * deleted. Each is ended as a sign-out ends it (OidcSessionEnder: back-channel logouts, grants
 * revoked). A timer on every instance; one runs it per interval (timer lease, docs/adr/0702).
 */
@Injectable()
export class OidcSessionExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OidcSessionExpiry.name);
  private passUnderWay: Promise<void> | null = null;

  constructor(
    @InjectRepository(OidcPayload) private readonly payloads: Repository<OidcPayload>,
    private readonly sessions: SessionsService,
    private readonly ender: OidcSessionEnder,
    private readonly leases: JobLeases,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.addInterval(JOB, setInterval(() => void this.runScheduled(), OIDC_SESSION_SWEEP_INTERVAL_MS));
  }

  onModuleDestroy(): void {
    if (this.scheduler.doesExist('interval', JOB)) this.scheduler.deleteInterval(JOB);
  }

  /** A pass of the timer, here only if this instance takes its lease and it is due; answers whether it ran here. */
  async runScheduled(): Promise<boolean> {
    if (this.passUnderWay) return false;
    let ran = false;
    this.passUnderWay = this.leases
      .runIfDue(JOB, OIDC_SESSION_SWEEP_INTERVAL_MS, async () => {
        ran = true;
        await this.sweep();
      })
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`OpenID Connect session sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    try {
      await this.passUnderWay;
    } finally {
      this.passUnderWay = null;
    }
    return ran;
  }

  /** Ends every live provider session whose portal session no longer lives; answers how many. */
  async sweep(): Promise<number> {
    let ended = 0;
    let after = '';
    for (;;) {
      // Ids only: the payloads are read for the few sessions that end.
      const page = await this.payloads.find({
        select: { kind: true, id: true, browserSessionId: true },
        where: { kind: 'Session', id: MoreThan(after), browserSessionId: Not(IsNull()), expiresAt: Or(IsNull(), MoreThan(this.clock.now())) },
        order: { id: 'ASC' },
        take: PAGE,
      });
      if (page.length === 0) return ended;
      const live = await this.sessions.liveAmong([...new Set(page.map((row) => row.browserSessionId).filter((id) => id !== null))]);
      const orphanIds = page.filter((row) => row.browserSessionId !== null && !live.has(row.browserSessionId)).map((row) => row.id);
      if (orphanIds.length > 0) {
        const orphans = await this.payloads.find({ where: { kind: 'Session', id: In(orphanIds) } });
        await this.ender.endProviderSessions(orphans);
        ended += orphans.length;
      }
      after = page[page.length - 1].id;
    }
  }
}
