import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable } from '@nestjs/common';
import { SECOND_STEP_VALID_MINUTES } from '@weather/validation';
import type { FastifyRequest } from 'fastify';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { CookieWriter } from '../../platform/http/http-outcome';

/** The contract's name of the pending second step's cookie. */
export const SECOND_STEP_COOKIE = 'weather_second_step';

/**
 * The cookie of a sign-in whose second step is pending: a random id (its SHA-256 is the row's
 * token_hash), HttpOnly, with the session cookie's SameSite, Secure and Path, living as long as the
 * challenge. It is no session: no signed-in route accepts it.
 */
@Injectable()
export class SecondStepCookie {
  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  read(request: FastifyRequest): string | null {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[SECOND_STEP_COOKIE];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }

  write(response: CookieWriter, token: string): void {
    response.setCookie(SECOND_STEP_COOKIE, token, { ...this.options(), maxAge: SECOND_STEP_VALID_MINUTES * 60 });
  }

  clear(response: CookieWriter): void {
    response.clearCookie(SECOND_STEP_COOKIE, this.options());
  }

  private options(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicApiUrl.protocol === 'https:', path: '/' };
  }
}
