import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, Not, type Repository } from 'typeorm';
import { Clock } from '../../../platform/clock';
import { ApiException } from '../../../platform/errors/api-exception';
import { KeysCipher } from '../../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../../platform/keys-encryption/sealed-columns';
import { TotpFactor } from '../totp-factor.entity';
import { matchingTotpStep, newTotpSecret, otpauthUrlOf, qrCodeOf } from './totp-codes';

/** What an enrolment shows once: the secret to type, the address and its QR code to scan. */
export interface TotpEnrolment {
  factor: TotpFactor;
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/**
 * A user's authenticator apps (totp_factors). The secret is sealed with KEYS_ENCRYPTION_KEY and
 * leaves only in the enrolment's answer. A code is accepted once: its step must come after the
 * factor's last used step, claimed in one conditional UPDATE, so a replay, even in parallel, fails.
 */
@Injectable()
export class TotpFactors {
  constructor(
    @InjectRepository(TotpFactor) private readonly factors: Repository<TotpFactor>,
    private readonly cipher: KeysCipher,
    private readonly clock: Clock,
  ) {}

  /**
   * A new app waiting for its first code. An earlier enrolment the user never confirmed goes: only
   * the app they are scanning now can be confirmed.
   */
  async begin(userId: number, email: string, name: string): Promise<TotpEnrolment> {
    await this.factors.delete({ userId, confirmedAt: IsNull() });
    const secret = newTotpSecret();
    const factor = await this.factors.save(
      this.factors.create({ userId, name, secret: this.cipher.encrypt(secret, SEALED.totpSecret), confirmedAt: null, lastUsedStep: null, createdAt: this.clock.now(), lastUsedAt: null }),
    );
    const otpauthUrl = otpauthUrlOf(secret, email);
    return { factor, secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
  }

  /** The user's app waiting for its first code: the one named, or (id omitted) the latest. */
  async pending(userId: number, id?: number): Promise<TotpFactor> {
    const factor = await this.factors.findOne({ where: { userId, confirmedAt: IsNull(), ...(id === undefined ? {} : { id }) }, order: { id: 'DESC' } });
    if (!factor) throw new ApiException('NOT_FOUND');
    return factor;
  }

  /**
   * Confirms a pending app with a right code (which is used up: the app's first step). False for a
   * wrong code, or when a parallel request confirmed it first.
   */
  async confirm(factor: TotpFactor, code: string): Promise<boolean> {
    const now = this.clock.now();
    const step = await matchingTotpStep(this.secretOf(factor), code, now);
    if (step === null) return false;
    const result = await this.factors
      .createQueryBuilder()
      .update()
      .set({ confirmedAt: now, lastUsedStep: step, lastUsedAt: now })
      .where('id = :id AND confirmed_at IS NULL', { id: factor.id })
      .execute();
    return result.affected === 1;
  }

  /**
   * Whether the code is right for one of the user's confirmed apps and not a replay. The step is
   * claimed with `UPDATE … WHERE last_used_step IS NULL OR last_used_step < step`: of two requests
   * with the same code exactly one wins.
   */
  async verify(userId: number, code: string): Promise<boolean> {
    const now = this.clock.now();
    for (const factor of await this.confirmedOf(userId)) {
      const step = await matchingTotpStep(this.secretOf(factor), code, now);
      if (step === null) continue;
      const result = await this.factors
        .createQueryBuilder()
        .update()
        .set({ lastUsedStep: step, lastUsedAt: now })
        .where('id = :id AND (last_used_step IS NULL OR last_used_step < :step)', { id: factor.id, step })
        .execute();
      if (result.affected === 1) return true;
    }
    return false;
  }

  confirmedOf(userId: number): Promise<TotpFactor[]> {
    return this.factors.find({ where: { userId, confirmedAt: Not(IsNull()) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One of the user's confirmed apps; another user's id or a pending one is NOT_FOUND. */
  async own(userId: number, id: number): Promise<TotpFactor> {
    const factor = await this.factors.findOneBy({ id, userId, confirmedAt: Not(IsNull()) });
    if (!factor) throw new ApiException('NOT_FOUND');
    return factor;
  }

  async rename(factor: TotpFactor, name: string): Promise<TotpFactor> {
    await this.factors.update({ id: factor.id, userId: factor.userId }, { name });
    return { ...factor, name };
  }

  /** Removes one app; false when a parallel request removed it first. */
  async remove(factor: TotpFactor): Promise<boolean> {
    const result = await this.factors.delete({ id: factor.id, userId: factor.userId });
    return (result.affected ?? 0) > 0;
  }

  async deleteAllFor(userId: number): Promise<void> {
    await this.factors.delete({ userId });
  }

  private secretOf(factor: TotpFactor): string {
    return this.cipher.decrypt(factor.secret, SEALED.totpSecret);
  }
}

/** How long an authenticator app may wait for its first code before its sealed secret is dropped. */
export const TOTP_ENROLMENT_KEPT_HOURS = 24;

/** Apps whose enrolment was abandoned (never confirmed, older than `before`): no factor, only a secret kept for nothing. */
export async function purgeAbandonedTotpEnrolments(manager: EntityManager, before: Date): Promise<number> {
  const result = await manager.delete(TotpFactor, { confirmedAt: IsNull(), createdAt: LessThan(before) });
  return result.affected ?? 0;
}
