import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, LessThan, type Repository } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { Clock } from '../../platform/clock';
import { PlainFindOne, PlainInsert, PlainUpdate } from '../../platform/database/plain/plain-statements';
import { ApiException } from '../../platform/errors/api-exception';
import { Metrics } from '../../platform/metrics/metrics';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/security/opaque-token';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import type { SiteApplication } from '../catalogue/site-application.entity';
import type { User } from '../../users/user.entity';
import { type ActClaim, actClaimOf } from '../../auth/impersonation/act-claim';
import { handoffStateMatches } from './handoff-state';
import { HandoffToken } from './handoff-token.entity';

/** What a redemption reads of the user: what the application learns of it, and whether it may still sign in. */
const REDEEMED_USER_COLUMNS = ['id', 'uuid', 'email', 'firstName', 'lastName', 'role', 'isEnterpriseAdministrator', 'enterpriseId', 'timezoneId', 'isDisabled'] as const satisfies ReadonlyArray<keyof User>;

/*
 * The hand-off's three statements as plain SQL (issue 11, scenario 3; ADR 0415). They tell no
 * subscriber, and none needs them: no cache watches hand-off tokens (the ClearOnWriteSubscribers watch
 * users, sessions, enterprises, time zones, domains, SAML providers, applications and signing keys),
 * and HandoffToken has no entity listeners.
 */
const insertToken = new PlainInsert(HandoffToken);

/**
 * The token row with its user and time zone in one statement, with the columns a redemption uses:
 * the user as an application learns it (mapApplicationUser, the JWT's claims) and whether it is
 * disabled; and the administrator when the token came from an impersonation (the `act` claim, ADR
 * 0237). `findOne` with relations ran two (a DISTINCT id query for its LIMIT, then the join) and
 * hydrated every column.
 */
const findTokenWithUser = new PlainFindOne(HandoffToken, {
  where: ['tokenHash'],
  select: ['id', 'userId', 'siteApplicationId', 'state', 'expiresAt', 'usedAt'],
  join: {
    user: { inner: true, select: REDEEMED_USER_COLUMNS, join: { timezone: {} } },
    session: { select: ['impersonatorId'], join: { impersonator: { select: ['uuid', 'email'] } } },
  },
});

/** A redeemed token: its user and, from an impersonation, the administrator acting for them. */
export interface Redeemed {
  user: User;
  act: ActClaim | null;
}

/** Marks a token used unless it already is: of two concurrent claims the database lets one through. */
const claimToken = new PlainUpdate(HandoffToken, { set: ['usedAt'], where: ['id'], whereNull: ['usedAt'] });

/** A session token lives one minute: long enough for a redirect and a redemption, no longer. */
export const HANDOFF_TOKEN_VALID_MS = 60_000;

/** Session tokens: 256 random bits, stored hashed, for one application, redeemed once. */
@Injectable()
export class HandoffTokensService {
  constructor(
    @InjectRepository(HandoffToken) private readonly tokens: Repository<HandoffToken>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly metrics: Metrics,
  ) {}

  async issue(user: User, session: BrowserSession, application: SiteApplication, state: string | null = null): Promise<string> {
    const token = generateOpaqueToken();
    const now = this.clock.now();
    const row = Object.assign(new HandoffToken(), {
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      siteApplicationId: application.id,
      sessionId: session.id,
      state,
      createdAt: now,
      expiresAt: new Date(now.getTime() + HANDOFF_TOKEN_VALID_MS),
      usedAt: null,
    });
    await insertToken.run(this.tokens.manager, row);
    this.metrics.instruments.handoffTokensIssued.inc({});
    return token;
  }

  /**
   * The user of a live token of this application, marking it used. The update that marks it is
   * conditional on it being unused, so of two concurrent redemptions exactly one wins. Every
   * failure is the same 400 INVALID_HANDOFF_TOKEN; a second redemption is also audit-logged. A
   * state other than the token's is HANDOFF_STATE_MISMATCH and leaves the token to its own browser.
   */
  async redeem(token: string, application: SiteApplication, ip: string | null, state?: string): Promise<Redeemed> {
    const { handoffRedemptions } = this.metrics.instruments;
    try {
      const redeemed = await this.claim(token, application, ip, state);
      handoffRedemptions.inc({ result: 'redeemed' });
      return redeemed;
    } catch (error) {
      if (error instanceof ApiException) handoffRedemptions.inc({ result: 'refused' });
      throw error;
    }
  }

  private async claim(token: string, application: SiteApplication, ip: string | null, state: string | undefined): Promise<Redeemed> {
    const row = await findTokenWithUser.run(this.tokens.manager, { tokenHash: hashOpaqueToken(token) });
    if (!row || row.siteApplicationId !== application.id) throw new ApiException('INVALID_HANDOFF_TOKEN');
    if (!handoffStateMatches(row.state, state)) throw new ApiException('HANDOFF_STATE_MISMATCH');
    const now = this.clock.now();
    const claimed = row.usedAt === null && (await claimToken.run(this.tokens.manager, { usedAt: now }, { id: row.id })) === 1;
    if (!claimed) {
      await this.audit.record({
        event: 'HANDOFF_REPLAYED',
        subjectId: row.userId,
        ip,
        details: { clientId: application.clientId, tokenId: row.id },
      });
      throw new ApiException('INVALID_HANDOFF_TOKEN');
    }
    if (row.expiresAt.getTime() <= now.getTime() || row.user.isDisabled) throw new ApiException('INVALID_HANDOFF_TOKEN');
    return { user: row.user, act: actClaimOf(row.session?.impersonator) };
  }
}

/** The hourly purge's share of this table (SiteApplicationsHousekeeping): deletes the tokens that expired before `before`. */
export async function purgeHandoffTokensExpiredBefore(manager: EntityManager, before: Date): Promise<number> {
  return (await manager.delete(HandoffToken, { expiresAt: LessThan(before) })).affected ?? 0;
}
