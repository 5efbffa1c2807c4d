import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import { SamlSigningKey } from './saml-signing-key.entity';
import { selfSignedKeyPair } from './self-signed-certificate';

/**
 * How long a rotated key is published before it signs: providers that read our metadata refresh it
 * about daily, and an administrator who pasted the certificate by hand has a day to add the new one.
 */
export const SAML_KEY_ROTATION_NOTICE_MS = 24 * 60 * 60 * 1000;

const newestFirst = (a: SamlSigningKey, b: SamlSigningKey) => b.activatesAt.getTime() - a.activatesAt.getTime() || b.id - a.id;

/** The service provider's signing key (one per deployment): the one that signs now, the published ones, rotation. */
@Injectable()
export class SamlSigningKeysService {
  constructor(
    @InjectRepository(SamlSigningKey) private readonly keys: Repository<SamlSigningKey>,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly cipher: KeysCipher,
  ) {}

  /**
   * The key that signs now: the latest activated one, its private key opened (it is stored sealed
   * with KEYS_ENCRYPTION_KEY, docs/adr/0239). The first use of a new database makes one.
   */
  async current(): Promise<SamlSigningKey> {
    const now = this.clock.now().getTime();
    const active = (await this.keys.find()).filter((key) => key.activatesAt.getTime() <= now).sort(newestFirst);
    const key = active[0] ?? (await this.create(this.clock.now()));
    return { ...key, privateKeyPem: this.cipher.decrypt(key.privateKeyPem, SEALED.samlPrivateKey) };
  }

  /** The certificates to publish in metadata: every key not yet retired, newest first. */
  async publishedCertificates(): Promise<string[]> {
    const now = this.clock.now().getTime();
    let keys = await this.keys.find();
    if (keys.length === 0) keys = [await this.create(this.clock.now())];
    return keys
      .filter((key) => key.retiresAt === null || key.retiresAt.getTime() > now)
      .sort(newestFirst)
      .map((key) => key.certificatePem);
  }

  /**
   * A new key, published at once and signing after the notice (none: at once, for a leaked key);
   * the older keys stop being published when it starts signing.
   */
  async rotate(noticeMs = SAML_KEY_ROTATION_NOTICE_MS): Promise<SamlSigningKey> {
    const activatesAt = new Date(this.clock.now().getTime() + noticeMs);
    const previous = (await this.keys.find()).filter((key) => key.retiresAt === null);
    const key = await this.create(activatesAt);
    for (const old of previous) await this.keys.update({ id: old.id }, { retiresAt: activatesAt });
    return key;
  }

  private async create(activatesAt: Date): Promise<SamlSigningKey> {
    const now = this.clock.now();
    const pair = await selfSignedKeyPair(this.config.publicApiUrl.hostname, now);
    const privateKeyPem = this.cipher.encrypt(pair.privateKeyPem, SEALED.samlPrivateKey);
    return this.keys.save(this.keys.create({ ...pair, privateKeyPem, createdAt: now, activatesAt, retiresAt: null }));
  }
}
