import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for the API's tests: P-256 keys from node:crypto, the
 * authenticator data and client data a browser would send, attestation "none" encoded by the small
 * CBOR encoder below, and ES256 assertions. It knows nothing of the service's code, so a test proves
 * the service against the WebAuthn formats, not against itself.
 */

/** The options the service sends (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON), as far as an authenticator reads them. */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
  userVerification?: string;
}

export interface RegistrationResponse {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
}
export interface AuthenticationResponse {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}

/** What a test may falsify: where the browser says it is, which RP the authenticator signs for, and more. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** The authenticator checked the user (PIN, biometrics): the UV flag. Default true. */
  userVerified?: boolean;
  /** The challenge signed, instead of the options' one. */
  challenge?: string;
  /** Sign with this credential (by id), else the first one the options allow, else the newest. */
  credentialId?: string;
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  x: Buffer;
  y: Buffer;
  userHandle: string;
  rpId: string;
  counter: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL_DATA = 0x40;
/** COSE: key type EC2, algorithm ES256 (-7), curve P-256. */
const COSE_KTY = 1;
const COSE_ALG = 3;
const COSE_CRV = -1;
const COSE_X = -2;
const COSE_Y = -3;

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin`: the portal page the "browser" runs on; `counting`: a signature counter that rises (a security key) rather than 0 (a passkey). */
  constructor(
    private readonly origin: string,
    private readonly counting = false,
  ) {}

  /** navigator.credentials.create: a new discoverable credential for the options' user. */
  register(options: CreationOptions, overrides: CeremonyOverrides = {}): RegistrationResponse {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(32),
      privateKey,
      x: Buffer.from(jwk.x ?? '', 'base64url'),
      y: Buffer.from(jwk.y ?? '', 'base64url'),
      userHandle: options.user.id,
      rpId,
      counter: 0,
    };
    this.credentials.push(credential);
    const coseKey = cbor(
      new Map<number, unknown>([
        [COSE_KTY, 2],
        [COSE_ALG, -7],
        [COSE_CRV, 1],
        [COSE_X, credential.x],
        [COSE_Y, credential.y],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey]);
    const authData = authenticatorData(rpId, flags(overrides.userVerified ?? true) | FLAG_ATTESTED_CREDENTIAL_DATA, credential.counter, attested);
    const clientDataJSON = clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const id = credential.id.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: clientDataJSON.toString('base64url'), attestationObject: attestationObject.toString('base64url'), transports: ['internal', 'hybrid'] },
    };
  }

  /** navigator.credentials.get: an ES256 assertion over authenticatorData ‖ SHA-256(clientDataJSON). */
  assert(options: RequestOptions, overrides: CeremonyOverrides = {}): AuthenticationResponse {
    const credential = this.pick(options, overrides.credentialId);
    if (this.counting) credential.counter += 1;
    const rpId = overrides.rpId ?? credential.rpId;
    const authData = authenticatorData(rpId, flags(overrides.userVerified ?? true), credential.counter, Buffer.alloc(0));
    const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    const id = credential.id.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
    };
  }

  /** The ids of the credentials made so far, base64url, oldest first. */
  get credentialIds(): string[] {
    return this.credentials.map((credential) => credential.id.toString('base64url'));
  }

  private pick(options: RequestOptions, credentialId: string | undefined): Credential {
    const wanted = credentialId ?? options.allowCredentials?.[0]?.id;
    const credential = wanted ? this.credentials.find((candidate) => candidate.id.toString('base64url') === wanted) : this.credentials.at(-1);
    if (!credential) throw new Error(`the software authenticator holds no credential ${wanted ?? ''}`);
    return credential;
  }
}

function flags(userVerified: boolean): number {
  return FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
}

/** rpIdHash (32) ‖ flags (1) ‖ signCount (4, big-endian) ‖ attested credential data. */
function authenticatorData(rpId: string, flagBits: number, counter: number, attested: Buffer): Buffer {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  return Buffer.concat([sha256(Buffer.from(rpId, 'utf8')), Buffer.from([flagBits]), counterBytes, attested]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

/** CBOR (RFC 8949) for what WebAuthn needs here: integers, byte and text strings, arrays, maps. */
export function cbor(value: unknown): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('cbor: integers only');
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  if (value instanceof Map) {
    const entries = [...(value as Map<unknown, unknown>).entries()];
    return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

/** A CBOR item's head: the major type and the argument in the shortest form. */
function head(major: number, argument: number): Buffer {
  const type = major << 5;
  if (argument < 24) return Buffer.from([type | argument]);
  if (argument < 0x100) return Buffer.from([type | 24, argument]);
  if (argument < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = type | 25;
    bytes.writeUInt16BE(argument, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = type | 26;
  bytes.writeUInt32BE(argument, 1);
  return bytes;
}
