import { isMagicCodeComplete, magicCodeRule, normalizeMagicCode } from './magic-code';

describe('normalizeMagicCode', () => {
  it('trims and uppercases', () => expect(normalizeMagicCode(' ab3x ')).toBe('AB3X'));
});

describe('isMagicCodeComplete', () => {
  it.each(['AB3X', ' ab3x ', '7K9Q'])('is true for %p', (code) => expect(isMagicCodeComplete(code)).toBe(true));

  it.each(['', 'AB3', 'AB3XY', 'AB X', 'AB-X'])('is false for %p', (code) => expect(isMagicCodeComplete(code)).toBe(false));
});

describe('magicCodeRule', () => {
  it('accepts a complete code', () => expect(magicCodeRule('ab3x')).toBeNull());
  it('refuses an incomplete code with "Invalid verification code"', () => expect(magicCodeRule('ab3')).toBe('MAGIC_CODE_INVALID'));
});
