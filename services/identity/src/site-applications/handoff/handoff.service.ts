import { Injectable } from '@nestjs/common';
import type { SupportedLocale } from '@weather/validation';
import { ApiException } from '../../platform/errors/api-exception';
import { fieldErrorCatalogue } from '../../platform/errors/error-code';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import type { SessionContext } from '../../platform/http/session-context';
import { JwtIssuerService } from '../signing-keys/jwt-issuer.service';
import { SiteApplicationCredentialsService } from '../catalogue/site-application-credentials.service';
import { mapSiteApplication } from '../catalogue/site-application.mapper';
import { CATALOGUE_LANGUAGE } from '../catalogue/site-application-translations';
import { SiteApplicationsService } from '../catalogue/site-applications.service';
import { mapApplicationUser } from '../../users/application-user.mapper';
import type { User } from '../../users/user.entity';
import { parseBasicCredentials } from './client-credentials';
import type { RedeemDto, RedeemResponseDto } from './dto/redeem.dto';
import type { SessionQueryDto } from './dto/session-query.dto';
import type { SessionResponseDto } from './dto/session-response.dto';
import { buildHandoffRedirect, type ReturnTarget } from './handoff-redirect';
import { HandoffTokensService } from './handoff-tokens.service';
import { type RegisteredUrls, resolveReturnPath } from './return-path';

/** Answer headers of a refused client, so HTTP clients know to send Basic credentials. */
const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="weather-identity", charset="UTF-8"' };

/** Single sign-on hand-off: a token for the signed-in user's way to an application, and its redemption. */
@Injectable()
export class HandoffService {
  constructor(
    private readonly applications: SiteApplicationsService,
    private readonly credentials: SiteApplicationCredentialsService,
    private readonly tokens: HandoffTokensService,
    private readonly jwts: JwtIssuerService,
  ) {}

  /**
   * A token for the application and where to send the browser; a refused return path issues none.
   * The application's texts come in `locale` (the portal's hand-off page names it, docs/adr/1005).
   */
  async start(user: User, session: BrowserSession, query: SessionQueryDto, locale: SupportedLocale = CATALOGUE_LANGUAGE): Promise<SessionResponseDto> {
    const application = await this.applications.getByClientId(query.clientId);
    const target = query.return ? this.checkReturn(query.return, application) : null;
    const token = await this.tokens.issue(user, session, application, query.state ?? null);
    return { token, siteApplication: mapSiteApplication(application, locale), redirect: buildHandoffRedirect(application, token, target, query.seq, query.state) };
  }

  /** The application's server trades the token for the user and a JWT (401 for bad credentials). */
  async redeem(authorization: string | undefined, body: RedeemDto, context: SessionContext): Promise<RedeemResponseDto> {
    const given = parseBasicCredentials(authorization);
    const application = given ? await this.credentials.authenticate(given.clientId, given.clientSecret) : null;
    if (!application) throw new ApiException('INVALID_CLIENT', undefined, BASIC_CHALLENGE);
    const { user, act } = await this.tokens.redeem(body.token, application, context.ip, body.state);
    const { jwt, expires_in } = await this.jwts.issue(user, application, act);
    return { user: { ...mapApplicationUser(user), ...(act ? { act } : {}) }, jwt, expires_in };
  }

  private checkReturn(value: string, application: RegisteredUrls): ReturnTarget {
    const url = resolveReturnPath(value, application);
    if (!url) {
      throw new ApiException('RETURN_PATH_NOT_ALLOWED', [
        { field: 'return', code: 'RETURN_PATH_NOT_ALLOWED', message: fieldErrorCatalogue.RETURN_PATH_NOT_ALLOWED },
      ]);
    }
    return { value, url };
  }
}
