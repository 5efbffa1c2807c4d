import { Injectable } from '@nestjs/common';
import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { User } from '../users/user.entity';
import type { IdentityConfig } from '../platform/config/identity-config';
import { InjectConfig } from '../platform/config/config.module';
import { UserAccounts } from '../users/user-accounts';
import { oidcClaimsOf } from './oidc-claims';
import { OidcPortalSessions } from './oidc-portal-sessions';
import { OidcRequestMemo } from './oidc-request-memo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider session a token (code, access or refresh token) was issued in, when it says. */
function sessionUidOf(token: object | undefined): string | undefined {
  return token && 'sessionUid' in token && typeof token.sessionUid === 'string' ? token.sessionUid : undefined;
}

/**
 * The provider's findAccount: the user of a subject (the user's uuid), or none when there is no such
 * user or the user is disabled, so a disabled user's refresh tokens and sessions stop working at once.
 * An account loaded for a session (at the authorization endpoint) or for a token made in one names
 * the impersonating administrator in `act` when that session's portal session is an impersonation.
 * The provider asks several times in one request; the user is read once per request (docs/adr/0805).
 */
@Injectable()
export class OidcAccounts {
  private readonly usersOfRequest = new OidcRequestMemo<User | null>();

  constructor(
    private readonly users: UserAccounts,
    private readonly portalSessions: OidcPortalSessions,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  async find(ctx: KoaContextWithOIDC | undefined, subject: string, token?: object): Promise<Account | undefined> {
    if (!UUID.test(subject)) return undefined;
    const user = await this.usersOfRequest.get(ctx?.req, subject, () => this.users.findByUuidWithTimezone(subject));
    if (!user || user.isDisabled) return undefined;
    const sessionUid = sessionUidOf(token) ?? ctx?.oidc?.session?.uid;
    const portal = sessionUid ? await this.portalSessions.impersonationOf(ctx, sessionUid) : null;
    const actor = portal?.userId === user.id ? portal.impersonator : null;
    return { accountId: subject, claims: () => oidcClaimsOf(user, actor, this.config.publicApiUrl) };
  }
}
