import { Injectable } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { RecoveryCodesService } from './recovery-codes.service';
import { SecondFactorPolicy } from './second-factor-policy.port';
import { UserSecondFactors } from './user-second-factors';

/**
 * Removes one factor of a user, one removal of that user at a time. Checking "is this the last
 * factor the enterprise requires?" and then deleting is a check-then-act: two removals of a user's
 * last two factors at once would both see two and leave none. So a removal first reserves the user's
 * one slot in the shared limits store (Redis with several instances), and a removal that finds it
 * taken is refused with TOO_MANY_ATTEMPTS; the slot expires by itself should an instance die holding it.
 */
@Injectable()
export class FactorRemoval {
  private readonly inProgress: Limit;

  constructor(
    limiters: RateLimiters,
    private readonly factors: UserSecondFactors,
    private readonly policy: SecondFactorPolicy,
    private readonly recoveryCodes: RecoveryCodesService,
  ) {
    this.inProgress = limiters.create({ name: 'second-factor-removal', points: 1, durationSeconds: 30 });
  }

  /** `remove` deletes the factor and says whether it was there; the last factor takes the recovery codes with it. */
  async remove(userId: number, remove: () => Promise<boolean>): Promise<void> {
    const key = String(userId);
    if (!(await this.inProgress.reserve(key))) throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': '1' });
    try {
      const held = await this.factors.heldBy(userId);
      if (held.totp + held.passkeys <= 1 && (await this.policy.requiredFor(userId))) throw new ApiException('SECOND_FACTOR_REQUIRED');
      if (!(await remove())) throw new ApiException('NOT_FOUND');
      if (!UserSecondFactors.holdsAny(await this.factors.heldBy(userId))) await this.recoveryCodes.deleteAllFor(userId);
    } finally {
      await this.inProgress.forget(key);
    }
  }
}
