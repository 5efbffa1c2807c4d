import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CookieWriter } from '../../platform/http/http-outcome';
import { SessionCookie } from '../sessions/session-cookie';
import { SecondStepCookie } from './second-step-cookie';

/** The tokens a right first step leaves (FirstStepOutcome): exactly one is set for a signed-in user. */
export interface FirstStepTokens {
  session: string | null;
  secondStep: string | null;
}

/** Writes the cookie of a first step's outcome: the session's, or the pending second step's. */
@Injectable()
export class FirstStepCookies {
  constructor(
    private readonly sessionCookie: SessionCookie,
    private readonly secondStepCookie: SecondStepCookie,
  ) {}

  write(response: CookieWriter, tokens: FirstStepTokens, options: { embedded?: boolean } = {}): void {
    if (tokens.session) {
      this.sessionCookie.write(response, tokens.session);
      // The embedded sign-up runs in another site's frame, where only the partitioned cookie is kept.
      if (options.embedded) this.sessionCookie.writeEmbedded(response, tokens.session);
    }
    if (tokens.secondStep) {
      this.secondStepCookie.write(response, tokens.secondStep);
      if (options.embedded) this.secondStepCookie.writeEmbedded(response, tokens.secondStep);
    }
  }

  /**
   * A second step succeeded: the session cookie replaces the pending step's, partitioned too when the
   * step began inside another site's frame (its pending cookie was the partitioned copy).
   */
  secondStepDone(request: FastifyRequest, response: CookieWriter, session: string): void {
    this.sessionCookie.write(response, session);
    if (this.secondStepCookie.isEmbedded(request)) this.sessionCookie.writeEmbedded(response, session);
    this.secondStepCookie.clear(response);
  }
}
