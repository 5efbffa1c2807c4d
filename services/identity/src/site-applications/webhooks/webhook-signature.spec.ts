import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignatureHeader } from './webhook-signature';

const secret = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const body = '{"type":"user.updated","user":{"id":1}}';

describe(signatureHeader.name, () => {
  it('signs "<t>.<body>" with HMAC-SHA256 keyed by the secret text', () => {
    const expected = createHmac('sha256', secret).update(`1900000000.${body}`).digest('hex');
    expect(signatureHeader(secret, body, 1900000000)).toBe(`t=1900000000,v1=${expected}`);
  });
});

describe(verifySignatureHeader.name, () => {
  const header = signatureHeader(secret, body, 1900000000);

  it('accepts its own signature within five minutes either way', () => {
    expect(verifySignatureHeader(secret, body, header, 1900000000)).toBe(true);
    expect(verifySignatureHeader(secret, body, header, 1900000300)).toBe(true);
    expect(verifySignatureHeader(secret, body, header, 1899999700)).toBe(true);
  });

  it('refuses an old or future time, another body, another secret, or a broken header', () => {
    expect(verifySignatureHeader(secret, body, header, 1900000301)).toBe(false);
    expect(verifySignatureHeader(secret, body, header, 1899999699)).toBe(false);
    expect(verifySignatureHeader(secret, `${body} `, header, 1900000000)).toBe(false);
    expect(verifySignatureHeader('another secret', body, header, 1900000000)).toBe(false);
    expect(verifySignatureHeader(secret, body, undefined, 1900000000)).toBe(false);
    expect(verifySignatureHeader(secret, body, 't=1900000000', 1900000000)).toBe(false);
    expect(verifySignatureHeader(secret, body, header.replace('t=1900000000', 't=1900000001'), 1900000001)).toBe(false);
  });
});
