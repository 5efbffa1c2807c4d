import { Injectable } from '@nestjs/common';

/** Portal sessions that have just ended, and whether the user's every grant elsewhere ends with them. */
export interface EndedSessions {
  userId: number;
  /** The ids of the browser_sessions rows that were deleted. */
  sessionIds: number[];
  /**
   * True when the event concerns the user as a whole (sign-out everywhere, a password change, force
   * logout, disabling): what the user granted to applications is withdrawn too, not only what was
   * granted in the ended sessions.
   */
  wholeUser: boolean;
}

export type SessionEndListener = (ended: EndedSessions) => Promise<void>;

/**
 * Who must hear that portal sessions ended: the OpenID Connect provider ends its own sessions tied to
 * them and revokes the refresh tokens (docs/adr/0801). A registry rather than an import, so the
 * sessions do not depend on the modules that depend on them.
 */
@Injectable()
export class SessionEndings {
  private readonly listeners: SessionEndListener[] = [];

  listen(listener: SessionEndListener): void {
    this.listeners.push(listener);
  }

  /** Tells every listener; a listener bounds its own time, so a sign-out's answer is not held up long. */
  async ended(ended: EndedSessions): Promise<void> {
    if (ended.sessionIds.length === 0 && !ended.wholeUser) return;
    await Promise.all(this.listeners.map((listener) => listener(ended)));
  }
}
