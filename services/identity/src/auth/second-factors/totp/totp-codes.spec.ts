import { totpCode } from '../../../../test/support/rfc6238';
import { matchingTotpStep, newTotpSecret, otpauthUrlOf, qrCodeOf } from './totp-codes';

describe('totp codes', () => {
  const secret = newTotpSecret();
  // The middle of a step, so ±30 s stays one step away.
  const now = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
  const step = Math.floor(now.getTime() / 30_000);

  it('makes 160-bit base32 secrets, different each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('finds the step of a code one step early or late, and none two steps away', async () => {
    const at = (offset: number) => totpCode(secret, offset, now.getTime());
    expect(await matchingTotpStep(secret, at(0), now)).toBe(step);
    expect(await matchingTotpStep(secret, at(-30), now)).toBe(step - 1);
    expect(await matchingTotpStep(secret, at(30), now)).toBe(step + 1);
    expect(await matchingTotpStep(secret, at(-60), now)).toBeNull();
    expect(await matchingTotpStep(secret, at(60), now)).toBeNull();
  });

  it('takes the code with the blanks apps show, and answers null for a malformed one', async () => {
    const code = totpCode(secret, 0, now.getTime());
    expect(await matchingTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(await matchingTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(await matchingTotpStep(secret, '12345', now)).toBeNull();
  });

  it('names the issuer and the account in the otpauth address, and draws it as an SVG QR code', async () => {
    const url = otpauthUrlOf(secret, 'ada@example.com');
    expect(url).toBe(`otpauth://totp/Weather:ada%40example.com?secret=${secret}&issuer=Weather`);
    const qr = await qrCodeOf(url);
    expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(qr.slice('data:image/svg+xml;base64,'.length), 'base64').toString()).toMatch(/^<svg /);
  });
});
