import { Injectable } from '@nestjs/common';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../../users/users.service';
import type { SessionStateDto } from './dto/session-state.dto';

const VISITOR: SessionStateDto = { signedIn: false, user: null };

/**
 * The portal's first question on every page: is this browser signed in? A visitor is an answer, not
 * an error, so the sign-in page loads without a failed request (issue 31 #10). The user body is GET
 * /v1/users/me's, which a user who must change a temporary password may also read.
 */
@Injectable()
export class SessionStateService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  async of(token: string | null): Promise<SessionStateDto> {
    const authentication = token ? await this.sessions.resolve(token) : null;
    if (!authentication) return VISITOR;
    const impersonator = await this.users.impersonator(authentication.session.impersonatorId);
    return { signedIn: true, user: { ...this.users.describe(authentication.user), impersonator } };
  }
}
