import { createPrivateKey, type JsonWebKey, type KeyObject, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import type { SiteApplication } from '../catalogue/site-application.entity';
import type { SigningKey } from './signing-key.entity';
import type { User } from '../../users/user.entity';
import type { ActClaim } from '../../auth/impersonation/act-claim';
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

/**
 * Signs the JWT an application receives with a redemption (claims of docs/hand-off-contract.md)
 * through @nestjs/jwt: ES256 with the rotating key of the moment, its kid in the header (ADR 0211).
 */
@Injectable()
export class JwtIssuerService {
  /**
   * The imported private key per kid (the thumbprint of the key pair, so one kid is one key): opening
   * and importing it on every redemption cost more than signing (issue 11, scenario 3). jsonwebtoken
   * imports any other form of key on every call. A handful of keys ever exist.
   */
  private readonly privateKeys = new Map<string, KeyObject>();

  constructor(
    private readonly keys: SigningKeysService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly cipher: KeysCipher,
    private readonly jwtService: JwtService,
  ) {}

  /** `act`: the administrator of an impersonated hand-off (RFC 8693, ADR 0237); left out otherwise. */
  async issue(user: User, application: SiteApplication, act: ActClaim | null = null): Promise<IssuedJwt> {
    const key = await this.keys.current();
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const jwt = this.jwtService.sign(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        role: user.role,
        iss: jwtIssuer(this.config),
        aud: application.clientId,
        sub: user.uuid,
        // The service's clock (replaceable in tests), not the signer's own.
        iat: issuedAt,
        exp: issuedAt + JWT_LIFETIME_SECONDS,
        jti: randomUUID(),
        ...(act ? { act } : {}),
      },
      { algorithm: JWT_ALGORITHM, privateKey: this.privateKeyOf(key), keyid: key.kid },
    );
    return { jwt, expires_in: JWT_LIFETIME_SECONDS };
  }

  private privateKeyOf(key: SigningKey): KeyObject {
    let privateKey = this.privateKeys.get(key.kid);
    if (!privateKey) {
      privateKey = createPrivateKey({ key: JSON.parse(this.cipher.decrypt(key.privateJwk, SEALED.jwtPrivateKey)) as JsonWebKey, format: 'jwk' });
      this.privateKeys.set(key.kid, privateKey);
    }
    return privateKey;
  }
}
