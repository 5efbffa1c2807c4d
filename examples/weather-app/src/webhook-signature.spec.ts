import { SIGNATURE_TOLERANCE_SECONDS, signatureHeader, signatureOf, verifyWebhookSignature } from './webhook-signature';

const secret = 'webhook-secret-of-the-radar-application';
const body = Buffer.from('{"type":"user.updated","user":{"email":"ada@example.com"}}');
const now = 1_800_000_000;

describe(verifyWebhookSignature.name, () => {
  it('accepts the signature of the raw body made with the shared secret', () => {
    expect(verifyWebhookSignature(signatureHeader(secret, now, body), body, secret, now)).toEqual({ ok: true });
  });

  it('accepts a signature made within the tolerance on either side of the clock', () => {
    const sut = (t: number) => verifyWebhookSignature(signatureHeader(secret, t, body), body, secret, now);
    expect(sut(now - SIGNATURE_TOLERANCE_SECONDS)).toEqual({ ok: true });
    expect(sut(now + SIGNATURE_TOLERANCE_SECONDS)).toEqual({ ok: true });
  });

  it('refuses a changed body', () => {
    const header = signatureHeader(secret, now, body);
    const changed = Buffer.from(body.toString().replace('ada@', 'eve@'));
    expect(verifyWebhookSignature(header, changed, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhookSignature(signatureHeader('another secret', now, body), body, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature time moved to dodge the tolerance: the time is part of what is signed', () => {
    const header = `t=${now},v1=${signatureOf(secret, now - 3600, body)}`;
    expect(verifyWebhookSignature(header, body, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature older or newer than the tolerance, even when it is right', () => {
    const old = now - SIGNATURE_TOLERANCE_SECONDS - 1;
    const future = now + SIGNATURE_TOLERANCE_SECONDS + 1;
    expect(verifyWebhookSignature(signatureHeader(secret, old, body), body, secret, now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhookSignature(signatureHeader(secret, future, body), body, secret, now)).toEqual({ ok: false, reason: 'stale' });
  });

  it('accepts the request when one of several v1 values matches (a secret being rotated)', () => {
    const header = `t=${now},v1=${signatureOf('old secret', now, body)},v1=${signatureOf(secret, now, body)}`;
    expect(verifyWebhookSignature(header, body, secret, now)).toEqual({ ok: true });
  });

  it('ignores schemes it does not know', () => {
    const header = `t=${now},v0=abc,v1=${signatureOf(secret, now, body)}`;
    expect(verifyWebhookSignature(header, body, secret, now)).toEqual({ ok: true });
  });

  it('refuses a missing header', () => {
    expect(verifyWebhookSignature(undefined, body, secret, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    ['no time', `v1=${signatureOf(secret, now, body)}`],
    ['no signature', `t=${now}`],
    ['a time that is not a number', `t=soon,v1=${signatureOf(secret, now, body)}`],
    ['a short signature', `t=${now},v1=abcdef`],
    ['a signature that is not hex', `t=${now},v1=${'z'.repeat(64)}`],
    ['garbage', 'hello'],
  ])('refuses a header with %s', (_case, header) => {
    expect(verifyWebhookSignature(header, body, secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
