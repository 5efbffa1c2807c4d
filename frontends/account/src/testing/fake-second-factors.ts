import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import type {
  Factor,
  FactorAdded,
  FactorKind,
  PublicKeyCredentialCreationOptionsJSON,
  Reauthentication,
  RegistrationResponseJSON,
  SecondFactors,
  TotpEnrolmentStart,
} from '../transport/account-transport';

/** The fake service's authenticator secret and the one code it accepts for it. */
export const FAKE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const FAKE_TOTP_CODE = '123456';
export const FAKE_PASSWORD = 'Correct-Horse-Battery-1';
export const FAKE_MAILED_CODE = 'K7QP';

/** A factor with readable defaults. */
export function buildFactor(fields: Partial<Factor> = {}): Factor {
  return { id: 1, name: 'Phone', created_at: '2026-11-20T08:00:00.000Z', last_used_at: null, ...fields };
}

const refusal = (statusCode: number, code: string, message: string): { ok: false; error: ApiErrorBody } => ({
  ok: false,
  error: { statusCode, code, message },
});

/**
 * The Security tab's half of the in-memory identity service (docs/second-factor-contract.md): ✱ calls
 * refuse with REAUTHENTICATION_REQUIRED until a right password or mailed code was given; the first
 * confirmed factor brings ten recovery codes; the last factor's removal takes them away.
 */
export class FakeSecondFactors {
  totp: Factor[] = [];
  passkeys: Factor[] = [];
  recoveryCodesLeft = 0;
  required = false;
  reauthenticated = false;
  /** Every call, by name, in order: what the tests look at. */
  readonly calls: string[] = [];
  readonly mailedCodes: number[] = [];
  listRefuseWith: ApiErrorBody | null = null;
  private pending = new Map<number, string>();
  private nextId = 100;
  private batch = 0;

  list(): ApiResult<SecondFactors> {
    this.calls.push('list');
    if (this.listRefuseWith) return { ok: false, error: this.listRefuseWith };
    return { ok: true, data: { totp: [...this.totp], passkeys: [...this.passkeys], recovery_codes_left: this.recoveryCodesLeft, required: this.required } };
  }

  startTotp(name: string): ApiResult<TotpEnrolmentStart> {
    this.calls.push('startTotp');
    if (!this.reauthenticated) return this.reauthenticationRequired();
    const id = this.nextId++;
    this.pending.set(id, name);
    return { ok: true, data: { id, secret: FAKE_TOTP_SECRET, otpauth_url: `otpauth://totp/Weather:ada?secret=${FAKE_TOTP_SECRET}`, qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' } };
  }

  confirmTotp(id: number, code: string): ApiResult<FactorAdded> {
    this.calls.push('confirmTotp');
    const name = this.pending.get(id);
    if (name === undefined) return refusal(404, 'NOT_FOUND', 'Not found');
    // As the API: a wrong first code is form input (400 with a field error), the session is not in question.
    if (code !== FAKE_TOTP_CODE) {
      return { ok: false, error: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: [{ field: 'code', code: 'SECOND_FACTOR_CODE_INVALID', message: 'This code is not valid' }] } };
    }
    this.pending.delete(id);
    return { ok: true, data: this.confirm('totp', buildFactor({ id, name, created_at: new Date().toISOString() })) };
  }

  passkeyOptions(): ApiResult<PublicKeyCredentialCreationOptionsJSON> {
    this.calls.push('passkeyOptions');
    if (!this.reauthenticated) return this.reauthenticationRequired();
    return {
      ok: true,
      data: { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Weather', id: 'localhost' }, user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] },
    };
  }

  addPasskey(name: string, response: RegistrationResponseJSON): ApiResult<FactorAdded> {
    this.calls.push('addPasskey');
    if (response.type !== 'public-key') return refusal(401, 'PASSKEY_INVALID', 'This passkey could not be verified');
    return { ok: true, data: this.confirm('passkeys', buildFactor({ id: this.nextId++, name, created_at: new Date().toISOString() })) };
  }

  rename(kind: FactorKind, id: number, name: string): ApiResult<Factor> {
    this.calls.push('rename');
    const factor = this[kind].find((existing) => existing.id === id);
    if (!factor) return refusal(404, 'NOT_FOUND', 'Not found');
    const renamed = { ...factor, name };
    this[kind] = this[kind].map((existing) => (existing.id === id ? renamed : existing));
    return { ok: true, data: renamed };
  }

  remove(kind: FactorKind, id: number): ApiResult<unknown> {
    this.calls.push('remove');
    if (!this.reauthenticated) return this.reauthenticationRequired();
    if (!this[kind].some((existing) => existing.id === id)) return refusal(404, 'NOT_FOUND', 'Not found');
    const left = this.totp.length + this.passkeys.length - 1;
    if (left === 0 && this.required) return refusal(409, 'SECOND_FACTOR_REQUIRED', 'Your organisation requires two-step sign-in');
    this[kind] = this[kind].filter((existing) => existing.id !== id);
    if (left === 0) this.recoveryCodesLeft = 0;
    return { ok: true, data: undefined };
  }

  replaceRecoveryCodes(): ApiResult<{ recovery_codes: string[] }> {
    this.calls.push('replaceRecoveryCodes');
    if (!this.reauthenticated) return this.reauthenticationRequired();
    if (this.totp.length + this.passkeys.length === 0) return refusal(409, 'NO_SECOND_FACTOR', 'Add an authenticator app or a passkey first');
    return { ok: true, data: { recovery_codes: this.newCodes() } };
  }

  reauthenticate(proof: Reauthentication): ApiResult<unknown> {
    this.calls.push('reauthenticate');
    const right = 'password' in proof ? proof.password === FAKE_PASSWORD : this.mailedCodes.length > 0 && proof.magic_code === FAKE_MAILED_CODE;
    if (!right) return refusal(401, 'REAUTHENTICATION_FAILED', 'That password or code is not right');
    this.reauthenticated = true;
    return { ok: true, data: undefined };
  }

  sendCode(): ApiResult<unknown> {
    this.calls.push('sendCode');
    this.mailedCodes.push(Date.now());
    return { ok: true, data: { sent: true } };
  }

  private confirm(kind: FactorKind, factor: Factor): FactorAdded {
    const first = this.totp.length + this.passkeys.length === 0;
    this[kind] = [...this[kind], factor];
    if (!first) return { factor };
    return { factor, recovery_codes: this.newCodes() };
  }

  private newCodes(): string[] {
    this.batch += 1;
    this.recoveryCodesLeft = 10;
    return Array.from({ length: 10 }, (_, index) => `b${this.batch}c${String(index).padStart(2, '0')}-x7k2m`);
  }

  private reauthenticationRequired(): { ok: false; error: ApiErrorBody } {
    return refusal(403, 'REAUTHENTICATION_REQUIRED', 'Please confirm it is you first');
  }
}

/**
 * A browser whose passkey creation succeeds, or fails as told (a cancelled prompt is NotAllowedError);
 * `supported: false` is a browser without WebAuthn.
 */
export function fakeBrowserPasskeys(options: { failWith?: () => Error; supported?: boolean } = {}) {
  return {
    isSupported: () => options.supported ?? true,
    create: jest.fn(async (creation: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> => {
      if (options.failWith) throw options.failWith();
      return createdPasskey(creation);
    }),
  };
}

function createdPasskey(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
  return {
    id: `credential-for-${options.challenge}`,
    rawId: `credential-for-${options.challenge}`,
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
    clientExtensionResults: {},
  };
}
