import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../platform/clock';
import { IDENTITY_CONFIG } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { PurgeJob } from '../platform/housekeeping/purge-job';
import { purgeExpiredMagicCodes } from './magic-codes/magic-codes.service';
import { purgeExpiredWebauthnChallenges } from './passkeys/webauthn-challenges';
import { purgeExpiredSecondStepChallenges } from './second-factors/second-step-challenges';
import { purgeAbandonedTotpEnrolments, TOTP_ENROLMENT_KEPT_HOURS } from './second-factors/totp/totp-factors';
import { purgeEndedSessions } from './sessions/sessions.service';
import { purgeUserTokensExpiredBefore } from './user-tokens/user-tokens.service';

/**
 * How long a used or expired link token is kept: within it, the link answers "no longer valid"
 * (SPEC §8) rather than "invalid", which is the truthful answer for a link a user still has.
 */
export const SPENT_TOKEN_RETENTION_DAYS = 30;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Kind = 'magicCodes' | 'userTokens' | 'browserSessions' | 'secondStepChallenges' | 'webauthnChallenges' | 'totpEnrolments';

/**
 * Auth's share of the hourly purge: expired magic codes, link tokens past their retention, ended
 * sessions, pending second steps and WebAuthn challenges past their end, authenticator apps never confirmed, each through the purge its table's owner states
 * beside its service.
 */
@Injectable()
export class AuthHousekeeping implements PurgeJob<Kind> {
  readonly kinds = { magicCodes: 'magic codes', userTokens: 'link tokens', browserSessions: 'sessions', secondStepChallenges: 'pending second steps', webauthnChallenges: 'WebAuthn challenges', totpEnrolments: 'abandoned authenticator app enrolments' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {}

  async purge(): Promise<Record<Kind, number>> {
    const now = this.clock.now();
    const tokensBefore = new Date(now.getTime() - SPENT_TOKEN_RETENTION_DAYS * DAY_MS);
    const idleBefore = new Date(now.getTime() - this.config.session.idleTimeoutSeconds * 1000);
    const manager = this.dataSource.manager;
    return {
      magicCodes: await purgeExpiredMagicCodes(manager, now),
      userTokens: await purgeUserTokensExpiredBefore(manager, tokensBefore),
      browserSessions: await purgeEndedSessions(manager, now, idleBefore),
      secondStepChallenges: await purgeExpiredSecondStepChallenges(manager, now),
      webauthnChallenges: await purgeExpiredWebauthnChallenges(manager, now),
      totpEnrolments: await purgeAbandonedTotpEnrolments(manager, new Date(now.getTime() - TOTP_ENROLMENT_KEPT_HOURS * HOUR_MS)),
    };
  }
}
