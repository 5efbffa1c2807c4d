import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Provider } from 'oidc-provider';
import { withLibraryWarningsLogged } from './oidc-library';
import { In, type Repository } from 'typeorm';
import { type EndedSessions, SessionEndings } from '../auth/sessions/session-endings';
import { UserAccounts } from '../users/user-accounts';
import { OidcPayload } from './oidc-payload.entity';
import { OidcProviderHost } from './oidc-provider-host';

/**
 * How long a sign-out waits for the applications' back-channel logouts at most. Each delivery is
 * bounded by the provider (2.5 s, name look-up included, see oidcOutboundFetch); this bounds the wait
 * as a whole, so a slow application never holds up the user's answer longer.
 */
export const BACKCHANNEL_LOGOUT_WAIT_MS = 3_000;

/** The part of a provider session's payload read here: which applications it signed in to. */
interface StoredSession {
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/** The provider's client, with the back-channel logout it has but its types do not declare. */
interface BackchannelClient {
  backchannelLogoutUri?: string;
  backchannelLogout(sub: string, sid: string | undefined): Promise<void>;
}

/** One back-channel logout to send: to which application, for which user and provider session. */
interface Logout {
  clientId: string;
  sub: string;
  sid: string | undefined;
}

/** The provider's models whose rows are a user's grants and what was issued under them. */
const GRANTED_KINDS = ['Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

/**
 * Ends the provider's side when portal sessions end (docs/adr/0801): the provider sessions saved from
 * them are deleted, each application they signed in to is sent a back-channel logout (OpenID Connect
 * Back-Channel Logout 1.0) when it registered a URL, and their grants are revoked with every token
 * issued under them. An event about the whole user (sign-out everywhere, password change, force
 * logout, disabling) revokes all the user's grants, whichever session made them.
 */
@Injectable()
export class OidcSessionEnder implements OnModuleInit {
  private readonly logger = new Logger(OidcSessionEnder.name);

  constructor(
    private readonly endings: SessionEndings,
    private readonly host: OidcProviderHost,
    @InjectRepository(OidcPayload) private readonly payloads: Repository<OidcPayload>,
    private readonly users: UserAccounts,
  ) {}

  onModuleInit(): void {
    this.endings.listen((ended) => this.end(ended));
  }

  async end({ userId, sessionIds, wholeUser }: EndedSessions): Promise<void> {
    const sessions = sessionIds.length > 0 ? await this.payloads.find({ where: { kind: 'Session', browserSessionId: In(sessionIds) } }) : [];
    const logouts = await this.withdraw(sessions);
    if (wholeUser) {
      const user = await this.users.findById(userId);
      if (user) await this.payloads.delete({ accountId: user.uuid, kind: In(GRANTED_KINDS) });
    }
    if (logouts.length > 0) await this.sendLogouts(logouts);
  }

  /**
   * Ends these provider sessions (rows of kind Session) as when their portal session ends: for the
   * sweep of those whose portal session ended unreported (expiry; OidcSessionExpiry).
   */
  async endProviderSessions(sessions: OidcPayload[]): Promise<void> {
    const logouts = await this.withdraw(sessions);
    if (logouts.length > 0) await this.sendLogouts(logouts);
  }

  /** Deletes the provider sessions and revokes their grants; answers the back-channel logouts they call for. */
  private async withdraw(sessions: OidcPayload[]): Promise<Logout[]> {
    const grantIds = new Set<string>();
    const logouts: Logout[] = [];
    for (const row of sessions) {
      // Only the ending that deletes the row sends its logouts: another ending of the same session at
      // the same moment (a sign-out racing the sweep, two instances) sends none a second time.
      const { affected } = await this.payloads.delete({ kind: 'Session', id: row.id });
      if (!affected) continue;
      const stored = JSON.parse(row.payload) as StoredSession;
      for (const [clientId, authorization] of Object.entries(stored.authorizations ?? {})) {
        if (authorization.grantId) grantIds.add(authorization.grantId);
        if (stored.accountId) logouts.push({ clientId, sub: stored.accountId, sid: authorization.sid });
      }
    }
    if (grantIds.size > 0) {
      await this.payloads.delete({ grantId: In([...grantIds]) });
      await this.payloads.delete({ kind: 'Grant', id: In([...grantIds]) });
    }
    return logouts;
  }

  /** The back-channel logouts, in parallel, waited for BACKCHANNEL_LOGOUT_WAIT_MS at most; failures are logged. */
  private async sendLogouts(logouts: Logout[]): Promise<void> {
    const provider = await this.host.provider();
    const deliveries = Promise.allSettled(logouts.map((logout) => this.sendLogout(provider, logout)));
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, BACKCHANNEL_LOGOUT_WAIT_MS)));
    await Promise.race([deliveries, bound]).finally(() => clearTimeout(timer));
  }

  private async sendLogout(provider: Provider, { clientId, sub, sid }: Logout): Promise<void> {
    const client = (await provider.Client.find(clientId)) as unknown as BackchannelClient | undefined;
    if (!client?.backchannelLogoutUri) return;
    try {
      await withLibraryWarningsLogged(() => client.backchannelLogout(sub, sid));
    } catch (error) {
      this.logger.warn(`back-channel logout to ${clientId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
