import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { QueryFailedError, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { ApiException } from '../../platform/errors/api-exception';
import type { User } from '../../users/user.entity';
import { signedChallenge } from './client-data';
import { Passkey } from './passkey.entity';

type WebAuthnLibrary = typeof import('@simplewebauthn/server');
let webAuthnLibrary: WebAuthnLibrary | undefined;

/**
 * @simplewebauthn/server with its ASN.1 and CBOR libraries (about 1 MB of code) loads at the first
 * ceremony, not at start: most instances' sign-ins never need it, and its heap raised the sign-in's
 * peak RSS (issue 32). A plain require, so the first ceremony waits on no ES module load.
 */
function webAuthn(): WebAuthnLibrary {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  webAuthnLibrary ??= require('@simplewebauthn/server') as WebAuthnLibrary;
  return webAuthnLibrary;
}
import { RelyingParty } from './relying-party';
import { CHALLENGE_VALID_MS, type ChallengePurpose, WebauthnChallenges } from './webauthn-challenges';

/** The transports WebAuthn names; others a browser may report are not stored. */
const KNOWN_TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'] satisfies AuthenticatorTransport[];

/** Which assertion is expected: a username-less sign-in, or the second step of a known user. */
export type AssertionPurpose = { kind: 'sign-in' } | { kind: 'second-step'; userId: number };

/** The user handle of a credential: the user's id, so a discoverable assertion can be checked against the passkey's owner. */
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(String(userId), 'utf8'));
}

export function credentialIdHash(credentialId: string): string {
  return createHash('sha256').update(credentialId).digest('hex');
}

/**
 * The WebAuthn ceremonies of @simplewebauthn/server (docs/adr/0901-passkeys.md): options with a
 * stored single-use challenge, then verification of the browser's answer. Every refusal is
 * PASSKEY_INVALID; which check failed is not told to the caller.
 */
@Injectable()
export class PasskeyCeremonies {
  constructor(
    @InjectRepository(Passkey) private readonly passkeys: Repository<Passkey>,
    private readonly challenges: WebauthnChallenges,
    @Inject(RelyingParty) private readonly rp: RelyingParty,
    private readonly clock: Clock,
  ) {}

  /** Creation options for a new passkey of the user: discoverable (for the username-less sign-in), not one the user holds already. */
  async registrationOptions(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const held = await this.passkeys.find({ select: { credentialId: true, transports: true }, where: { userId: user.id } });
    return webAuthn().generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userID: userHandleOf(user.id),
      userName: user.email,
      userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      challenge: asBytes(await this.challenges.issue('registration', user.id)),
      timeout: CHALLENGE_VALID_MS,
      attestationType: 'none',
      excludeCredentials: held.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
  }

  /**
   * Verifies the browser's answer to registrationOptions and stores the passkey under `name`. The
   * challenge must be the user's live registration challenge; a credential registered already (to
   * anyone) is refused.
   */
  async register(userId: number, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
    const challenge = await this.redeem(response.response.clientDataJSON, 'registration', userId);
    const verification = await webAuthn().verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: [...this.rp.origins],
      expectedRPID: this.rp.id,
      requireUserVerification: false,
    }).catch(refuse);
    if (!verification.verified) throw invalid();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const passkey = this.passkeys.create({
      userId,
      name: name.trim(),
      credentialId: credential.id,
      credentialIdHash: credentialIdHash(credential.id),
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: storedTransports(credential.transports ?? response.response.transports),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      createdAt: this.clock.now(),
      lastUsedAt: null,
    });
    try {
      await this.passkeys.insert(passkey);
    } catch (error) {
      // The unique credential_id_hash refused it: this credential is registered already.
      if (error instanceof QueryFailedError && (await this.passkeys.existsBy({ credentialIdHash: passkey.credentialIdHash }))) throw invalid();
      throw error;
    }
    return passkey;
  }

  /**
   * Request options: for the second step, the user's passkeys (user verification preferred: the
   * password was the first factor); for a username-less sign-in, none listed, user verification required.
   */
  async authenticationOptions(purpose: AssertionPurpose): Promise<PublicKeyCredentialRequestOptionsJSON> {
    if (purpose.kind === 'sign-in') {
      return webAuthn().generateAuthenticationOptions({
        rpID: this.rp.id,
        challenge: asBytes(await this.challenges.issue('sign-in', null)),
        timeout: CHALLENGE_VALID_MS,
        allowCredentials: [],
        userVerification: 'required',
      });
    }
    const held = await this.passkeys.find({ select: { credentialId: true, transports: true }, where: { userId: purpose.userId } });
    return webAuthn().generateAuthenticationOptions({
      rpID: this.rp.id,
      challenge: asBytes(await this.challenges.issue('second-step', purpose.userId)),
      timeout: CHALLENGE_VALID_MS,
      allowCredentials: held.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
      userVerification: 'preferred',
    });
  }

  /**
   * Verifies an assertion: the challenge of this purpose (and user) is spent first, then the
   * credential must be a stored passkey (of that user, for a second step) whose key signed the
   * answer. Records the new counter and the time of use. Answers the passkey; its user is the caller's to load.
   */
  async authenticate(response: AuthenticationResponseJSON, purpose: AssertionPurpose): Promise<Passkey> {
    const userId = purpose.kind === 'second-step' ? purpose.userId : null;
    const challenge = await this.redeem(response.response.clientDataJSON, purpose.kind, userId);
    const passkey = await this.passkeys.findOneBy({ credentialIdHash: credentialIdHash(response.id) });
    if (!passkey || passkey.credentialId !== response.id || (userId !== null && passkey.userId !== userId)) throw invalid();
    // A discoverable assertion names its user: it must be the passkey's owner.
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) throw invalid();
    const verification = await webAuthn().verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: [...this.rp.origins],
      expectedRPID: this.rp.id,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter, transports: transportsOf(passkey) },
      requireUserVerification: purpose.kind === 'sign-in',
    }).catch(refuse);
    if (!verification.verified) throw invalid();
    const now = this.clock.now();
    passkey.counter = verification.authenticationInfo.newCounter;
    passkey.lastUsedAt = now;
    passkey.backedUp = verification.authenticationInfo.credentialBackedUp;
    await this.passkeys.update({ id: passkey.id }, { counter: passkey.counter, lastUsedAt: now, backedUp: passkey.backedUp });
    return passkey;
  }

  /** Spends the challenge the answer signed; anything but the one live challenge of this purpose and user is refused. */
  private async redeem(clientDataJSON: string, purpose: ChallengePurpose, userId: number | null): Promise<string> {
    const challenge = signedChallenge(clientDataJSON);
    if (challenge === null || !(await this.challenges.redeem(challenge, purpose, userId))) throw invalid();
    return challenge;
  }
}

function invalid(): ApiException {
  return new ApiException('PASSKEY_INVALID');
}

/** @simplewebauthn/server throws on a failed check (wrong origin, RP, signature, counter): a refusal, not a fault. */
function refuse(): never {
  throw invalid();
}

function transportsOf(passkey: Pick<Passkey, 'transports'>): AuthenticatorTransport[] | undefined {
  return passkey.transports ? (passkey.transports.split(',') as AuthenticatorTransport[]) : undefined;
}

function storedTransports(transports: readonly string[] | undefined): string | null {
  const known = (transports ?? []).filter((transport) => KNOWN_TRANSPORTS.includes(transport));
  return known.length > 0 ? [...new Set(known)].join(',') : null;
}

/** The library base64url-encodes a string challenge's UTF-8 bytes: it is given the bytes, so the options carry the stored text. */
function asBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'));
}
