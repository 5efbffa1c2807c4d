import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { ApiException } from '../../platform/errors/api-exception';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/security/opaque-token';
import type { User } from '../../users/user.entity';
import { UserToken, type UserTokenPurpose } from './user-token.entity';

/** How long a mailed link works: a reset is asked for and used at once; an invitation waits in an inbox. */
export const USER_TOKEN_VALID_SECONDS: Record<UserTokenPurpose, number> = {
  RESET: 60 * 60,
  INVITE: 7 * 24 * 60 * 60,
};

/** Tokens of mailed links: 256 random bits, stored hashed, single use, expiring. */
@Injectable()
export class UserTokensService {
  constructor(
    @InjectRepository(UserToken) private readonly tokens: Repository<UserToken>,
    private readonly clock: Clock,
  ) {}

  /** A new token; the user's earlier unused tokens of the same purpose stop working. */
  async issue(user: User, purpose: UserTokenPurpose): Promise<string> {
    const token = generateOpaqueToken();
    const now = this.clock.now();
    await this.tokens.delete({ userId: user.id, purpose, usedAt: IsNull() });
    await this.tokens.insert({
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + USER_TOKEN_VALID_SECONDS[purpose] * 1000),
      usedAt: null,
    });
    return token;
  }

  /** The live token with its user; LINK_INVALID when unknown, LINK_EXPIRED when used or expired. */
  async inspect(token: string): Promise<UserToken> {
    const row = await this.tokens.findOne({ where: { tokenHash: hashOpaqueToken(token) }, relations: { user: true } });
    if (!row) throw new ApiException('LINK_INVALID');
    if (row.usedAt !== null || row.expiresAt.getTime() <= this.clock.now().getTime()) throw new ApiException('LINK_EXPIRED');
    return row;
  }

  /** Marks the token used; only one of two racing requests succeeds, the other is told it expired. */
  async use(row: UserToken): Promise<void> {
    const result = await this.tokens.update({ id: row.id, usedAt: IsNull() }, { usedAt: this.clock.now() });
    if ((result.affected ?? 0) !== 1) throw new ApiException('LINK_EXPIRED');
  }
}

/** The hourly purge's share of this table (AuthHousekeeping): deletes the tokens that expired before `before`. */
export async function purgeUserTokensExpiredBefore(manager: EntityManager, before: Date): Promise<number> {
  return (await manager.delete(UserToken, { expiresAt: LessThan(before) })).affected ?? 0;
}
