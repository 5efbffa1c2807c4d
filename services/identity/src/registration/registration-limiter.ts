import { Injectable } from '@nestjs/common';
import { MemoryLoginAttemptStore } from '../auth/login-attempt-store';
import { Clock } from '../common/clock';
import { ApiException } from '../common/errors/api-exception';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';

/** Email checkups are lighter than sign-ups, and a person may retype the address a few times. */
const CHECKUPS_PER_SIGN_UP = 5;

/**
 * Sign-ups (and email checkups) per client address, so one machine cannot create accounts or probe
 * addresses in bulk. Counts live in this process, like the login brake's (docs/adr/0202).
 */
@Injectable()
export class RegistrationLimiter {
  private readonly store = new MemoryLoginAttemptStore();

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {}

  takeSignUp(ip: string | null): Promise<void> {
    return this.take(`sign-up:${ip ?? 'unknown'}`, this.config.registration.maxPerIp);
  }

  takeCheckup(ip: string | null): Promise<void> {
    return this.take(`checkup:${ip ?? 'unknown'}`, this.config.registration.maxPerIp * CHECKUPS_PER_SIGN_UP);
  }

  /** Counts one attempt, or throws TOO_MANY_ATTEMPTS with Retry-After once the limit is reached. */
  private async take(key: string, limit: number): Promise<void> {
    const now = this.clock.now();
    const window = await this.store.current(key, now);
    if (window && window.failures >= limit) {
      const retryAfter = Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000);
      throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(retryAfter) });
    }
    await this.store.recordFailure(key, now, this.config.registration.windowSeconds);
  }
}
