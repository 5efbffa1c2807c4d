import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { LessThan, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { CaptchaSecret } from './captcha-secret';
import { CaptchaVerifier } from './captcha-verifier';
import { SpentCaptchaChallenge } from './spent-captcha-challenge.entity';

/**
 * SHA-256 with a secret counter (docs/adr/0207): cheap to check, and the work is set by the counter's
 * range alone. PBKDF2 at a useful cost took seconds on a phone.
 */
const ALGORITHM = 'SHA-256';

/** The widget's answer: base64 of `{ challenge: { parameters, signature }, solution }`. */
interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** Self-hosted ALTCHA proof of work: challenges signed with CaptchaSecret, each solution usable once. */
@Injectable()
export class AltchaCaptcha extends CaptchaVerifier {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly secret: CaptchaSecret,
    private readonly clock: Clock,
    @InjectRepository(SpentCaptchaChallenge) private readonly spent: Repository<SpentCaptchaChallenge>,
  ) {
    super();
  }

  /** A new challenge; the secret counter lies in the upper half of the range, so every solve costs work. */
  createChallenge(): Promise<Challenge> {
    const captcha = this.config.captcha;
    if (captcha.provider !== 'altcha') throw new Error('ALTCHA is not the configured captcha');
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(Math.floor(captcha.maxNumber / 2), captcha.maxNumber),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + captcha.ttlSeconds * 1000),
      hmacSignatureSecret: this.secret.key,
      hmacKeySignatureSecret: this.keySecret(),
    });
  }

  async verify(answer: string): Promise<boolean> {
    const payload = decodePayload(answer);
    const expiresAt = payload?.challenge.parameters.expiresAt;
    if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM || expiresAt === undefined) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret.key,
      hmacKeySignatureSecret: this.keySecret(),
    }).catch(() => null);
    if (!result?.verified || payload.challenge.signature === undefined) return false;
    return this.spend(payload.challenge.signature, new Date(expiresAt * 1000));
  }

  /**
   * Records the challenge as used; false when another request recorded it first (the primary key
   * decides, so instances sharing the database agree). Expired records are cleared on the way. Any
   * other failure of the write is thrown: a busy database must not tell the person to solve again.
   */
  private async spend(signature: string, expiresAt: Date): Promise<boolean> {
    await this.spent.delete({ expiresAt: LessThan(this.clock.now()) });
    try {
      await this.spent.insert({ signature, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** A second key for the derived-key signature, kept apart from the challenge signature's key. */
  private keySecret(): string {
    return `${this.secret.key}:derived-key`;
  }
}

function decodePayload(answer: string): AltchaPayload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
    if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
    if (!isRecord(parsed.challenge.parameters) || typeof parsed.challenge.signature !== 'string') return null;
    if (typeof parsed.solution.counter !== 'number' || typeof parsed.solution.derivedKey !== 'string') return null;
    return parsed as unknown as AltchaPayload;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
