import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

describe(generateOpaqueToken.name, () => {
  it('makes 256-bit URL-safe ids that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateOpaqueToken));

    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});

describe(hashOpaqueToken.name, () => {
  it('stores the SHA-256 of the id in hex', () => {
    expect(hashOpaqueToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
