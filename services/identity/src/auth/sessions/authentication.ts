import type { FastifyRequest } from 'fastify';
import type { User } from '../../users/user.entity';
import type { BrowserSession } from './browser-session.entity';

/** Who is calling: attached to the request by the session guard. */
export interface Authentication {
  user: User;
  session: BrowserSession;
}

export interface AuthenticatedRequest extends FastifyRequest {
  authentication?: Authentication;
}
