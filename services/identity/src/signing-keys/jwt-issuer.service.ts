import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { importJWK, type JWK, SignJWT } from 'jose';
import { Clock } from '../common/clock';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import type { SiteApplication } from '../site-applications/site-application.entity';
import type { SigningKey } from './signing-key.entity';
import type { User } from '../users/user.entity';
import { JWT_ALGORITHM, SigningKeysService } from './signing-keys.service';

/** Lifetime of a redemption's JWT, in seconds. */
export const JWT_LIFETIME_SECONDS = 5 * 60;

export interface IssuedJwt {
  jwt: string;
  expires_in: number;
}

/** The issuer claim: PUBLIC_API_URL without a trailing slash. */
export function jwtIssuer(config: IdentityConfig): string {
  return config.publicApiUrl.href.replace(/\/$/, '');
}

/** Signs the JWT an application receives with a redemption (claims of docs/hand-off-contract.md). */
@Injectable()
export class JwtIssuerService {
  /**
   * Private keys as imported, by kid (the thumbprint of the key pair, so one kid is one key):
   * parsing and importing the JWK on every redemption cost more than signing (issue 11, scenario 3).
   * A handful of keys ever exist, so the map stays small.
   */
  private readonly importedKeys = new Map<string, ReturnType<typeof importJWK>>();

  constructor(
    private readonly keys: SigningKeysService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  async issue(user: User, application: SiteApplication): Promise<IssuedJwt> {
    const key = await this.keys.current();
    const privateKey = await this.privateKeyOf(key);
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const jwt = await new SignJWT({ email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), role: user.role })
      .setProtectedHeader({ alg: JWT_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(jwtIssuer(this.config))
      .setAudience(application.clientId)
      .setSubject(user.uuid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
      .setJti(randomUUID())
      .sign(privateKey);
    return { jwt, expires_in: JWT_LIFETIME_SECONDS };
  }

  private privateKeyOf(key: SigningKey): ReturnType<typeof importJWK> {
    let imported = this.importedKeys.get(key.kid);
    if (!imported) {
      imported = importJWK(JSON.parse(key.privateJwk) as JWK, JWT_ALGORITHM);
      this.importedKeys.set(key.kid, imported);
      // A failed import is not kept: the next redemption tries again.
      imported.catch(() => this.importedKeys.delete(key.kid));
    }
    return imported;
  }
}
