import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CookieWriter } from '../../platform/http/http-outcome';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';

/**
 * `<session cookie>_impersonator` keeps the administrator's own session token while they
 * impersonate someone, so ending the impersonation returns to that session without a new sign-in.
 * HttpOnly and Lax like the session cookie: no script and no cross-site request sees it.
 */
@Injectable()
export class ImpersonatorCookie {
  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  read(request: FastifyRequest): string | null {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[this.name()];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }

  write(response: CookieWriter, token: string): void {
    response.setCookie(this.name(), token, { ...this.options(), maxAge: this.config.session.ttlSeconds });
  }

  clear(response: CookieWriter): void {
    response.clearCookie(this.name(), this.options());
  }

  private name(): string {
    return `${this.config.session.cookieName}_impersonator`;
  }

  private options(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicApiUrl.protocol === 'https:', path: '/' };
  }
}
