import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CookieWriter } from '../../platform/http/http-outcome';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';

/** A cookie a frame of another site keeps: SameSite=None, Secure, Partitioned (CHIPS). */
export const PARTITIONED_COOKIE_OPTIONS: CookieSerializeOptions = { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/' };

/**
 * The session cookie of the contract: HttpOnly (no script reads it), SameSite=Lax (not sent on
 * cross-site subrequests), Secure when the API is served over https.
 *
 * A portal page framed by another site (the embedded sign-up) makes only cross-site requests, where
 * a Lax cookie is neither stored nor sent. Its sign-in also gets `<name>_embedded`: SameSite=None,
 * Secure, Partitioned (CHIPS), so it lives only in the framing site's partition
 * (docs/embedded-sign-up.md). Browsers accept Secure cookies from http://localhost in development.
 */
@Injectable()
export class SessionCookie {
  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  read(request: FastifyRequest): string | null {
    const cookies = request.cookies as Record<string, unknown> | undefined;
    return this.readFrom((name) => cookies?.[name]);
  }

  /** The session's token from any cookie reader (the OpenID Connect provider reads through Koa's). */
  readFrom(cookie: (name: string) => unknown): string | null {
    for (const name of [this.config.session.cookieName, this.embeddedName()]) {
      const value = cookie(name);
      if (typeof value === 'string' && value.length > 0) return value;
    }
    return null;
  }

  /** `maxAgeSeconds`: a session shorter than SESSION_TTL (an impersonation) lets its cookie go with it. */
  write(response: CookieWriter, token: string, maxAgeSeconds: number = this.config.session.ttlSeconds): void {
    response.setCookie(this.config.session.cookieName, token, { ...this.options(), maxAge: maxAgeSeconds });
  }

  /** The partitioned copy for a sign-in made inside another site's frame. */
  writeEmbedded(response: CookieWriter, token: string): void {
    response.setCookie(this.embeddedName(), token, { ...this.embeddedOptions(), maxAge: this.config.session.ttlSeconds });
  }

  clear(response: CookieWriter): void {
    response.clearCookie(this.config.session.cookieName, this.options());
    response.clearCookie(this.embeddedName(), this.embeddedOptions());
  }

  private embeddedName(): string {
    return `${this.config.session.cookieName}_embedded`;
  }

  private embeddedOptions(): CookieSerializeOptions {
    return PARTITIONED_COOKIE_OPTIONS;
  }

  private options(): CookieSerializeOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.publicApiUrl.protocol === 'https:',
      path: '/',
    };
  }
}
