import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import type { BrowserSession } from '../sessions/browser-session.entity';
import type { SessionContext } from '../../platform/http/session-context';
import { SessionsService } from '../sessions/sessions.service';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';

/**
 * A SYSADMIN signing in as another user: a session of that user recording the administrator, and
 * its end, which gives the administrator's own session back.
 */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly users: UserAccounts,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Opens a session as the target; never of a SYSADMIN (one administrator cannot act as another)
   * nor of a disabled user. The id and the uuid must name the same user.
   */
  async start(administrator: User, ownSession: BrowserSession, userId: number, uuid: string, context: SessionContext): Promise<{ token: string; user: User; session: BrowserSession }> {
    const user = await this.users.findWithTimezone(userId);
    if (!user || user.uuid !== uuid) throw new ApiException('USER_NOT_FOUND');
    if (user.role === 'SYSADMIN') throw new ApiException('FORBIDDEN');
    if (user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    const { token, session } = await this.sessions.start(user, context, 'impersonation', { administratorId: administrator.id, administratorSessionId: ownSession.id });
    await this.audit.record({ event: 'IMPERSONATION_STARTED', actorId: administrator.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id } });
    return { token, user, session };
  }

  /**
   * Ends an impersonated session. Returns true when the administrator's kept token still names a
   * live session of that same administrator (and is no impersonation itself), so it may be restored.
   */
  async end(session: BrowserSession, administratorToken: string | null, context: SessionContext): Promise<boolean> {
    if (session.impersonatorId === null) throw new ApiException('FORBIDDEN');
    await this.sessions.endOneOf(session.userId, session.id);
    await this.audit.record({ event: 'IMPERSONATION_ENDED', actorId: session.impersonatorId, subjectId: session.userId, ip: context.ip, details: { sessionId: session.id } });
    if (!administratorToken) return false;
    const own = await this.sessions.resolve(administratorToken);
    return own !== null && own.user.id === session.impersonatorId && own.session.impersonatorId === null && own.user.role === 'SYSADMIN';
  }
}
