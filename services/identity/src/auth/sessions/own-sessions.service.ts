import { Injectable } from '@nestjs/common';
import type { CookieWriter } from '../../platform/http/http-outcome';
import { ApiException } from '../../platform/errors/api-exception';
import type { User } from '../../users/user.entity';
import type { BrowserSession } from './browser-session.entity';
import type { OwnSessionDto } from './dto/own-session.dto';
import { mapOwnSession } from './own-session.mapper';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

/** What a user may do with their own sessions (beyond the spec, as identity consoles offer). */
@Injectable()
export class OwnSessionsService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
  ) {}

  async list(user: User, current: BrowserSession): Promise<OwnSessionDto[]> {
    return (await this.sessions.listOf(user.id)).map((session) => mapOwnSession(session, current.id));
  }

  /**
   * Another user's session id is answered like an unknown one: nothing reveals that it exists. Ending
   * this very session clears its cookie on `response`.
   */
  async endOne(user: User, current: BrowserSession, sessionId: number, response: CookieWriter): Promise<void> {
    if (!(await this.sessions.endOneOf(user.id, sessionId))) throw new ApiException('NOT_FOUND');
    if (sessionId === current.id) this.cookie.clear(response);
  }

  async endOthers(user: User, current: BrowserSession): Promise<void> {
    await this.sessions.endOthersOf(user.id, current.id);
  }
}
