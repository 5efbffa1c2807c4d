import { Injectable } from '@nestjs/common';
import type { Account } from 'oidc-provider';
import { UserAccounts } from '../users/user-accounts';
import { oidcClaimsOf } from './oidc-claims';

/**
 * The provider's findAccount: the user of a subject, or none when there is no such user or the user
 * is disabled, so a disabled user's refresh tokens and sessions stop working at once.
 */
@Injectable()
export class OidcAccounts {
  constructor(private readonly users: UserAccounts) {}

  async find(subject: string): Promise<Account | undefined> {
    if (!/^[1-9][0-9]{0,15}$/.test(subject)) return undefined;
    const user = await this.users.findWithTimezone(Number(subject));
    if (!user || user.isDisabled) return undefined;
    return { accountId: subject, claims: () => oidcClaimsOf(user) };
  }
}
