import { Injectable, Logger } from '@nestjs/common';
import { messages } from '@weather/validation';
import { AuditService } from '../../platform/audit/audit.service';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { ApiException } from '../../platform/errors/api-exception';
import type { SessionContext } from '../../platform/http/session-context';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { MailService } from '../../platform/mail/mail.service';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import type { SecondStepFactor } from '../sessions/sign-in-method';
import { LoginThrottle } from '../sign-in/login-throttle';
import type { SecondStepChallenge } from './second-step-challenge.entity';
import { SecondStepChallenges } from './second-step-challenges';

/**
 * One try at a pending second step, whatever the factor. Before the code or assertion is looked at,
 * the try is claimed from the challenge (5 at most, then it is gone) and reserved in the sign-in
 * brake (the user's email and the address, like a password, docs/adr/0230): while the brake refuses,
 * even a right code is answered as a wrong one. A ceiling per account and day
 * (SECOND_STEP_MAX_FAILURES_PER_DAY, all addresses) is reserved too: the brake's window opens again
 * every 15 minutes, and someone who holds the password would otherwise get about 9,600 guesses at a
 * six-digit code a day. The first failure of a challenge mails the user a
 * notice through the per-recipient limit; every failure is audited, never with the code.
 */
@Injectable()
export class SecondStepAttempts {
  private readonly logger = new Logger(SecondStepAttempts.name);
  private readonly perAccountDaily: Limit;

  constructor(
    limiters: RateLimiters,
    @InjectConfig() config: IdentityConfig,
    private readonly challenges: SecondStepChallenges,
    private readonly throttle: LoginThrottle,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {
    this.perAccountDaily = limiters.create({ name: 'second-step-account-day', points: config.loginThrottle.secondStepFailuresPerDay, durationSeconds: 24 * 60 * 60 });
  }

  /** Runs `check` within the limits; returns the user when it passed, throws the factor's refusal otherwise. */
  async attempt(challenge: SecondStepChallenge, factor: SecondStepFactor, context: SessionContext, check: (user: User) => Promise<boolean>): Promise<User> {
    if (!(await this.challenges.claimTry(challenge))) {
      await this.challenges.end(challenge);
      throw new ApiException('SECOND_STEP_EXPIRED');
    }
    const user = await this.users.findById(challenge.userId);
    if (!user) throw new ApiException('SECOND_STEP_EXPIRED');
    const account = String(user.id);
    const daily = await this.perAccountDaily.reserve(account);
    const reservation = daily ? await this.throttle.reserve(user.email, context.ip ?? 'unknown') : null;
    if (!reservation) {
      if (daily) await this.perAccountDaily.giveBack(account);
      await this.audit.record({ event: 'SECOND_STEP_THROTTLED', subjectId: user.id, ip: context.ip, details: { factor } });
      await this.failed(challenge, user, context);
      throw refusal(factor);
    }
    if (!(await check(user))) {
      await this.audit.record({ event: 'SECOND_STEP_FAILED', subjectId: user.id, ip: context.ip, details: { factor } });
      await this.failed(challenge, user, context);
      throw refusal(factor);
    }
    // A right code: the reserved check was no failure.
    await reservation.succeeded();
    await this.perAccountDaily.giveBack(account);
    return user;
  }

  private async failed(challenge: SecondStepChallenge, user: User, context: SessionContext): Promise<void> {
    if (!(await this.challenges.countFailure(challenge))) return;
    const slot = await this.mail.reserve(user.email, 'second_step_notice', { subjectId: user.id, ip: context.ip });
    if (!slot) return;
    try {
      await this.mail.sendSecondStepNotice(slot, { firstName: user.firstName, ip: context.ip }, toMailLanguage(user.locale));
    } catch (error) {
      // The refusal is the answer that matters; a mail server fault must not turn it into a 500.
      this.logger.warn(`The second-step notice to user ${user.id} was not sent: ${String(error)}`);
    }
  }
}

/** A wrong app or recovery code names the field; a passkey has its own code. */
export function refusal(factor: SecondStepFactor): ApiException {
  if (factor === 'passkey') return new ApiException('PASSKEY_INVALID');
  return new ApiException('SECOND_FACTOR_INVALID', [{ field: 'code', code: 'SECOND_FACTOR_CODE_INVALID', message: messages.SECOND_FACTOR_CODE_INVALID }]);
}
