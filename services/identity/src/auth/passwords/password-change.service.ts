import { Injectable } from '@nestjs/common';
import { messages, validateChangePassword } from '@weather/validation';
import { checkNewPassword } from './new-password-rule';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { PasswordHasher } from './password-hasher';
import type { BrowserSession } from '../sessions/browser-session.entity';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangePasswordDto, PasswordChangedDto } from './dto/change-password.dto';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';

/** The signed-in user's own password: a change, or the forced update after a reset by an administrator. */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * A user flagged is_force_reset_password may leave out oldPassword (they just signed in with it);
   * everyone else proves the current password. The new one must pass the strength rule with the
   * person's own words and differ from the current one. Every other session of the user ends.
   */
  async change(user: User, body: ChangePasswordDto, session: BrowserSession, context: SessionContext): Promise<PasswordChangedDto> {
    const forced = user.isForceResetPassword && body.oldPassword === undefined;
    const input = { oldPassword: body.oldPassword ?? '', newPassword: body.newPassword ?? '', confirmPassword: body.confirmPassword ?? '' };
    const errors = validateChangePassword(input, { forced, newPasswordRule: checkNewPassword, userInputs: [user.email, user.firstName, user.lastName] });
    if (errors.length > 0) throw new ApiException('VALIDATION_FAILED', errors);

    const current = user.passwordHash;
    if (!forced && !(current && (await this.hasher.verify(current, input.oldPassword)))) {
      await this.audit.record({ event: 'PASSWORD_CHANGE_FAILED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { reason: 'wrong_current' } });
      throw fieldError('oldPassword', 'CURRENT_PASSWORD_INVALID');
    }
    // The forced form has no current password to compare with in the browser; the server still can.
    if (forced && current && (await this.hasher.verify(current, input.newPassword))) throw fieldError('newPassword', 'NEW_PASSWORD_SAME_AS_CURRENT');

    await this.users.setPasswordHash(user.id, await this.hasher.hash(input.newPassword), { forceReset: false });
    await this.sessions.endOthersOf(user.id, session.id);
    await this.audit.record({ event: 'PASSWORD_CHANGED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { forced } });
    return { is_force_reset_password: false };
  }
}

function fieldError(field: 'oldPassword' | 'newPassword', code: 'CURRENT_PASSWORD_INVALID' | 'NEW_PASSWORD_SAME_AS_CURRENT'): ApiException {
  return new ApiException('VALIDATION_FAILED', [{ field, code, message: messages[code] }]);
}
