import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CookieWriter } from '../../platform/http/http-outcome';
import { Clock } from '../../platform/clock';
import { developmentSecret } from '../../platform/security/development-secret';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { SocialProvider } from './social-provider';

/** What the pop-up's start remembers for its callback: the checks of the code exchange and where to answer. */
export interface SocialState {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The portal origin the result message is posted to (one of PORTAL_ORIGINS). */
  origin: string;
  /** Until when the callback may use it, in epoch milliseconds. */
  expiresAt: number;
}

const COOKIE = 'wid_social_state';
/** Long enough to read a consent screen and sign in to the provider. */
const LIFETIME_MS = 10 * 60 * 1000;

/**
 * The state of one pop-up in an HMAC-signed, HttpOnly cookie of 10 minutes, so any instance can
 * answer the callback without a shared store. SameSite=Lax: the provider's redirect is a top-level
 * navigation, which carries it; a page of another site cannot plant one.
 */
@Injectable()
export class SocialStateCookie {
  private readonly key: string;

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {
    this.key = config.social.stateSecret ?? developmentSecret(config.dataDir, 'social-state.secret');
  }

  write(response: CookieWriter, state: Omit<SocialState, 'expiresAt'>): void {
    const payload = Buffer.from(JSON.stringify({ ...state, expiresAt: this.clock.now().getTime() + LIFETIME_MS })).toString('base64url');
    response.setCookie(COOKIE, `${payload}.${this.sign(payload)}`, { ...this.options(), maxAge: LIFETIME_MS / 1000 });
  }

  /** The cookie's state if its signature holds, it is unexpired and of this provider; otherwise null. */
  read(request: FastifyRequest, provider: SocialProvider): SocialState | null {
    const value = (request.cookies as Record<string, unknown> | undefined)?.[COOKIE];
    if (typeof value !== 'string') return null;
    const [payload, signature] = value.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SocialState;
    if (state.provider !== provider || state.expiresAt < this.clock.now().getTime()) return null;
    return state;
  }

  clear(response: CookieWriter): void {
    response.clearCookie(COOKIE, this.options());
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private options(): { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string } {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.publicApiUrl.protocol === 'https:', path: '/auth' };
  }
}
