import type { Factor } from '../passkeys/passkey-factors';
import type { TotpFactor } from './totp-factor.entity';

export type { Factor } from '../passkeys/passkey-factors';

/** An authenticator app as the Security tab lists it: never its secret. */
export function totpAsFactor(factor: Pick<TotpFactor, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>): Factor {
  return {
    id: factor.id,
    name: factor.name,
    created_at: factor.createdAt.toISOString(),
    last_used_at: factor.lastUsedAt ? factor.lastUsedAt.toISOString() : null,
  };
}
