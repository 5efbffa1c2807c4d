import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable } from '@nestjs/common';
import { SECOND_STEP_VALID_MINUTES } from '@weather/validation';
import type { FastifyRequest } from 'fastify';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { CookieWriter } from '../../platform/http/http-outcome';
import { PARTITIONED_COOKIE_OPTIONS } from '../sessions/session-cookie';

/** The contract's name of the pending second step's cookie. */
export const SECOND_STEP_COOKIE = 'weather_second_step';

/** Its partitioned copy for a first step made inside another site's frame (the embedded sign-up). */
export const EMBEDDED_SECOND_STEP_COOKIE = `${SECOND_STEP_COOKIE}_embedded`;

/**
 * The cookie of a sign-in whose second step is pending: a random id (its SHA-256 is the row's
 * token_hash), HttpOnly, with the session cookie's SameSite, Secure and Path, living as long as the
 * challenge. It is no session: no signed-in route accepts it.
 *
 * Like the session cookie (SessionCookie), a first step inside another site's frame also gets the
 * `_embedded` copy: SameSite=None, Secure, Partitioned, the only kind such a frame keeps. A second
 * step that arrives with that copy ends with the partitioned session cookie too (docs/adr/0903).
 */
@Injectable()
export class SecondStepCookie {
  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  read(request: FastifyRequest): string | null {
    return valueOf(request, SECOND_STEP_COOKIE) ?? valueOf(request, EMBEDDED_SECOND_STEP_COOKIE);
  }

  /** The pending step was begun inside another site's frame: its session must be partitioned too. */
  isEmbedded(request: FastifyRequest): boolean {
    return valueOf(request, EMBEDDED_SECOND_STEP_COOKIE) !== null;
  }

  write(response: CookieWriter, token: string): void {
    response.setCookie(SECOND_STEP_COOKIE, token, { ...this.options(), maxAge: SECOND_STEP_VALID_MINUTES * 60 });
  }

  writeEmbedded(response: CookieWriter, token: string): void {
    response.setCookie(EMBEDDED_SECOND_STEP_COOKIE, token, { ...PARTITIONED_COOKIE_OPTIONS, maxAge: SECOND_STEP_VALID_MINUTES * 60 });
  }

  clear(response: CookieWriter): void {
    response.clearCookie(SECOND_STEP_COOKIE, this.options());
    response.clearCookie(EMBEDDED_SECOND_STEP_COOKIE, PARTITIONED_COOKIE_OPTIONS);
  }

  private options(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicApiUrl.protocol === 'https:', path: '/' };
  }
}

function valueOf(request: FastifyRequest, name: string): string | null {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
