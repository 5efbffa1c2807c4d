import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../users/authentication/authenticated-request';
import type { BrowserSession } from './browser-session.entity';

/** Who is calling: attached to the request by the session guard (users/ reads it as a Caller). */
export interface Authentication extends Caller {
  session: BrowserSession;
}

export interface AuthenticatedRequest extends FastifyRequest {
  authentication?: Authentication;
}
