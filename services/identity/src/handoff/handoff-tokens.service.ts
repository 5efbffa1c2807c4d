import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { ApiException } from '../common/errors/api-exception';
import { generateOpaqueToken, hashOpaqueToken } from '../common/security/opaque-token';
import type { BrowserSession } from '../sessions/browser-session.entity';
import type { SiteApplication } from '../site-applications/site-application.entity';
import type { User } from '../users/user.entity';
import { HandoffToken } from './handoff-token.entity';

/** What a redemption reads of the user: what the application learns of it, and whether it may still sign in. */
const REDEEMED_USER_COLUMNS = ['id', 'uuid', 'email', 'firstName', 'lastName', 'role', 'isEnterpriseAdministrator', 'enterpriseId', 'timezoneId', 'isDisabled'] as const satisfies ReadonlyArray<keyof User>;

/** A session token lives one minute: long enough for a redirect and a redemption, no longer. */
export const HANDOFF_TOKEN_VALID_MS = 60_000;

/** Session tokens: 256 random bits, stored hashed, for one application, redeemed once. */
@Injectable()
export class HandoffTokensService {
  constructor(
    @InjectRepository(HandoffToken) private readonly tokens: Repository<HandoffToken>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async issue(user: User, session: BrowserSession, application: SiteApplication): Promise<string> {
    const token = generateOpaqueToken();
    const now = this.clock.now();
    await this.tokens
      .createQueryBuilder()
      .insert()
      .values({
        tokenHash: hashOpaqueToken(token),
        userId: user.id,
        siteApplicationId: application.id,
        sessionId: session.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + HANDOFF_TOKEN_VALID_MS),
        usedAt: null,
      })
      // Nothing reads the new id back, and no subscriber watches hand-off tokens.
      .updateEntity(false)
      .callListeners(false)
      .execute();
    return token;
  }

  /**
   * The user of a live token of this application, marking it used. The update that marks it is
   * conditional on it being unused, so of two concurrent redemptions exactly one wins. Every
   * failure is the same 400 INVALID_HANDOFF_TOKEN; a second redemption is also audit-logged.
   */
  async redeem(token: string, application: SiteApplication, ip: string | null): Promise<User> {
    const row = await this.find(token);
    if (!row || row.siteApplicationId !== application.id) throw new ApiException('INVALID_HANDOFF_TOKEN');
    const now = this.clock.now();
    const claimed = row.usedAt === null && (await this.claim(row.id, now));
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
    return row.user;
  }

  /**
   * The token row with its user and time zone in one statement, with the columns a redemption uses:
   * the user as an application learns it (mapApplicationUser, the JWT's claims) and whether it is
   * disabled. `findOne` with relations ran two (a DISTINCT id query for its LIMIT, then the join) and
   * hydrated every column (issue 11, scenario 3).
   */
  private find(token: string): Promise<HandoffToken | null> {
    return this.tokens
      .createQueryBuilder('token')
      .select(['token.id', 'token.userId', 'token.siteApplicationId', 'token.expiresAt', 'token.usedAt'])
      .innerJoin('token.user', 'user')
      .addSelect(REDEEMED_USER_COLUMNS.map((column) => `user.${column}`))
      .leftJoinAndSelect('user.timezone', 'timezone')
      .where('token.tokenHash = :tokenHash', { tokenHash: hashOpaqueToken(token) })
      .getOne();
  }

  /** Marks the token used unless it already is: of two concurrent claims the database lets one through. */
  private async claim(id: number, now: Date): Promise<boolean> {
    const result = await this.tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where({ id, usedAt: IsNull() })
      // No subscriber watches hand-off tokens; skipping the broadcast saves its work on every redemption.
      .callListeners(false)
      .execute();
    return result.affected === 1;
  }
}
