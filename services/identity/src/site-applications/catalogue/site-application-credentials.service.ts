import { timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../../platform/errors/api-exception';
import { generateOpaqueToken, hashOpaqueToken } from '../../platform/security/opaque-token';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import { SiteApplicationCache } from './site-application-cache';
import { SiteApplication } from './site-application.entity';

/** What a rotation prints once: the only moment the client secret is seen. */
export interface IssuedCredentials {
  client_id: string;
  client_secret: string;
  webhook_secret: string;
}

/** A hash no secret has, compared against when the client is unknown, so both cases do the same work. */
const NO_SECRET_HASH = hashOpaqueToken('no client has this secret');

/** Fresh secrets (256 random bits each) and what the catalogue stores of them: a hash, and the webhook secret sealed. */
export function newSecrets(cipher: KeysCipher): { clientSecret: string; clientSecretHash: string; webhookSecret: string; sealedWebhookSecret: string } {
  const clientSecret = generateOpaqueToken();
  const webhookSecret = generateOpaqueToken();
  return { clientSecret, clientSecretHash: hashOpaqueToken(clientSecret), webhookSecret, sealedWebhookSecret: cipher.encrypt(webhookSecret, SEALED.webhookSecret) };
}

/** The client secret (stored hashed, shown once) and the webhook secret of each application. */
@Injectable()
export class SiteApplicationCredentialsService {
  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    private readonly cache: SiteApplicationCache,
    private readonly cipher: KeysCipher,
  ) {}

  /** New client and webhook secrets (256 random bits each); the old ones stop working at once. */
  async rotate(clientId: string): Promise<IssuedCredentials> {
    const application = await this.applications.findOneBy({ clientId });
    if (!application) throw new ApiException('APPLICATION_NOT_FOUND');
    const { clientSecret, clientSecretHash, webhookSecret, sealedWebhookSecret } = newSecrets(this.cipher);
    await this.applications.update({ id: application.id }, { clientSecretHash, webhookSecret: sealedWebhookSecret });
    return { client_id: application.clientId, client_secret: clientSecret, webhook_secret: webhookSecret };
  }

  /**
   * The application whose client id and secret these are, or null (unknown client or wrong secret).
   * The application comes from memory for a few seconds (SiteApplicationCache): a rotation in this
   * process empties it, one elsewhere (another instance, the CLI) shows within 5 s.
   */
  async authenticate(clientId: string, clientSecret: string): Promise<SiteApplication | null> {
    const application = await this.cache.byClientId(clientId);
    const expected = Buffer.from(application?.clientSecretHash ?? NO_SECRET_HASH, 'hex');
    const given = Buffer.from(hashOpaqueToken(clientSecret), 'hex');
    const matches = timingSafeEqual(expected, given);
    return application?.clientSecretHash && matches ? application : null;
  }

  /** The webhook secret the application's requests are signed with, opened; null until one is issued. */
  webhookSecretOf(application: SiteApplication): string | null {
    return application.webhookSecret === null ? null : this.cipher.decrypt(application.webhookSecret, SEALED.webhookSecret);
  }
}
