import { EMAIL_PATTERN, embeddedEmailRule, isValidEmail, loginEmailRule, normalizeEmail, signUpEmailRule } from './email';

describe('EMAIL_PATTERN', () => {
  it.each(['ada@example.com', 'a.b_c+d-e@mail.example.co', 'A1@sub.domain.info', 'x@e-mail.au'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'ada.example.com'],
    ['no domain ending', 'ada@example'],
    ['a one-letter ending', 'ada@example.c'],
    ['a five-letter ending', 'ada@example.abcde'],
    ['a digit in the ending', 'ada@example.c0m'],
    ['a space', 'ada lovelace@example.com'],
    ['a character outside the set', 'ada!@example.com'],
    ['an empty local part', '@example.com'],
    ['two at signs', 'a@b@example.com'],
  ])('refuses %s', (_case, email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('refuses an address longer than 254 characters even when it fits the pattern', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(EMAIL_PATTERN.test(long)).toBe(true);
    expect(long.length).toBe(255);
    expect(isValidEmail(long)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('loginEmailRule', () => {
  it('accepts a valid email, also with surrounding spaces', () => {
    expect(loginEmailRule(' ada@example.com ')).toBeNull();
  });

  it.each(['', 'ada', 'ada@example'])('refuses %p with the login message', (email) => {
    expect(loginEmailRule(email)).toBe('LOGIN_EMAIL_INVALID');
  });
});

describe('signUpEmailRule', () => {
  it('accepts a valid email', () => expect(signUpEmailRule('ada@example.com')).toBeNull());
  it('requires a value', () => expect(signUpEmailRule('  ')).toBe('EMAIL_REQUIRED'));
  it('refuses an invalid email with "Please enter a correct email"', () => expect(signUpEmailRule('ada@')).toBe('EMAIL_INCORRECT'));
});

describe('embeddedEmailRule', () => {
  it('accepts a valid email', () => expect(embeddedEmailRule('ada@example.com')).toBeNull());
  it('requires a value', () => expect(embeddedEmailRule('')).toBe('EMAIL_REQUIRED'));
  it('refuses an invalid email with "Invalid email address"', () => expect(embeddedEmailRule('ada@x')).toBe('EMAIL_INVALID'));
});
