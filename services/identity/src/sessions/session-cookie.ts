import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';

/**
 * The session cookie of the contract: HttpOnly (no script reads it), SameSite=Lax (not sent on
 * cross-site subrequests), Secure when the API is served over https.
 */
@Injectable()
export class SessionCookie {
  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  read(request: Request): string | null {
    const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[this.config.session.cookieName];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }

  write(response: Response, token: string): void {
    response.cookie(this.config.session.cookieName, token, { ...this.options(), maxAge: this.config.session.ttlSeconds * 1000 });
  }

  clear(response: Response): void {
    response.clearCookie(this.config.session.cookieName, this.options());
  }

  private options(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.publicApiUrl.protocol === 'https:',
      path: '/',
    };
  }
}
