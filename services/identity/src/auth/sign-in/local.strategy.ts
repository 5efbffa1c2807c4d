import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { sessionContextOf } from '../../platform/http/session-context';
import { toMailLanguage } from '../../platform/mail/mail-language';
import { SessionCookie } from '../sessions/session-cookie';
import { AuthService, type LoginResult } from './auth.service';

/**
 * The password strategy (passport-local) of POST /auth/login: `validate` is the whole sign-in of
 * AuthService.login, the silent brake and the equal work of every refusal included. It runs only
 * after LocalSignInGuard has validated the body as LoginDto (docs/adr/0601-passport-local-sign-in.md).
 * A refusal leaves as the ApiException AuthService threw; success hands the LoginResult (the new
 * session's id for the cookie, and the answer's body) to the route as `request.user`.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: FastifyRequest, email: string, password: string): Promise<LoginResult> {
    return this.auth.login({ email, password }, sessionContextOf(request), this.cookie.read(request), toMailLanguage(request.headers['accept-language']));
  }
}
