import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Repository } from 'typeorm';
import type { JwkDto } from './jwks.dto';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import { SigningKeyCache } from './signing-key-cache';
import { SigningKey } from './signing-key.entity';

export const JWT_ALGORITHM = 'ES256';
/** How long a key stays published after a newer key took over the signing. */
export const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;

/**
 * The JWT signing keys: the one that signs now, the ones published in the JWKS, and rotation.
 * A rotated key is published at once and signs only after SIGNING_KEY_ACTIVATION_DELAY, so the
 * applications' cached JWKS know it before they meet it (docs/hand-off-contract.md).
 */
@Injectable()
export class SigningKeysService {
  constructor(
    @InjectRepository(SigningKey) private readonly keys: Repository<SigningKey>,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly cache: SigningKeyCache,
    private readonly cipher: KeysCipher,
  ) {}

  /**
   * The key that signs now: the latest activated one. The first use of a new database makes one.
   * Asked on every redemption, so the rows come from memory for a few seconds (SigningKeyCache).
   */
  async current(): Promise<SigningKey> {
    const now = this.clock.now().getTime();
    const active = (await this.recent()).filter((key) => key.activatesAt.getTime() <= now);
    const latest = active.sort((a, b) => b.activatesAt.getTime() - a.activatesAt.getTime() || b.id - a.id)[0];
    return latest ?? this.create(this.clock.now());
  }

  /** The public JWKs of every key not yet retired, newest first. */
  async published(): Promise<JwkDto[]> {
    const now = this.clock.now().getTime();
    let keys = await this.all();
    if (keys.length === 0) keys = [await this.create(this.clock.now())];
    return keys
      .filter((key) => key.retiresAt === null || key.retiresAt.getTime() > now)
      .sort((a, b) => b.activatesAt.getTime() - a.activatesAt.getTime() || b.id - a.id)
      .map((key) => JSON.parse(key.publicJwk) as JwkDto);
  }

  /**
   * The private JWKs of every published key, the one that signs now first, for a signer that holds a
   * whole key set (the OpenID Connect provider signs with the first and verifies with any, docs/adr/0801).
   * From the cached rows (a few seconds; a rotation anywhere empties the cache on every instance).
   */
  async privateKeySet(): Promise<JWK[]> {
    const signing = await this.current();
    const now = this.clock.now().getTime();
    const published = (await this.recent()).filter((key) => key.id !== signing.id && (key.retiresAt === null || key.retiresAt.getTime() > now));
    return [signing, ...published].map((key) => ({
      ...(JSON.parse(this.cipher.decrypt(key.privateJwk, SEALED.jwtPrivateKey)) as JWK),
      kid: key.kid,
      alg: JWT_ALGORITHM,
      use: 'sig',
    }));
  }

  /** Adds a key that signs after the activation delay; the others retire 24 hours after that. */
  async rotate(): Promise<SigningKey> {
    const now = this.clock.now();
    const activatesAt = new Date(now.getTime() + this.config.handoff.signingKeyActivationDelaySeconds * 1000);
    const previous = (await this.all()).filter((key) => key.retiresAt === null);
    const key = await this.create(activatesAt);
    for (const old of previous) {
      await this.keys.update({ id: old.id }, { retiresAt: new Date(activatesAt.getTime() + RETIRED_KEY_PUBLISHED_MS) });
    }
    return key;
  }

  private async recent(): Promise<readonly SigningKey[]> {
    const cached = this.cache.get();
    if (cached) return cached;
    const generation = this.cache.generation;
    const keys = await this.all();
    this.cache.set(keys, generation);
    return keys;
  }

  private all(): Promise<SigningKey[]> {
    return this.keys.find({ order: { id: 'ASC' } });
  }

  private async create(activatesAt: Date): Promise<SigningKey> {
    const { publicKey, privateKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const published: JWK = { ...publicJwk, kid, alg: JWT_ALGORITHM, use: 'sig' };
    return this.keys.save(
      this.keys.create({
        kid,
        // Sealed with KEYS_ENCRYPTION_KEY (docs/adr/0239); JwtIssuerService opens it to sign.
        privateJwk: this.cipher.encrypt(JSON.stringify({ ...(await exportJWK(privateKey)), kid }), SEALED.jwtPrivateKey),
        publicJwk: JSON.stringify(published),
        createdAt: this.clock.now(),
        activatesAt,
        retiresAt: null,
      }),
    );
  }
}
