import { STRENGTH_ESTIMATE_MAX_LENGTH, STRENGTH_WORDS, checkNewPassword, isStrongEnough, passwordStrength } from './strength';

describe('passwordStrength', () => {
  it('names each score with the spec word', () => {
    expect(STRENGTH_WORDS).toEqual(['compromised', 'weak', 'okay', 'good', 'strong', 'stronger']);
  });

  it.each([
    ['a common password', 'password', 0, 'compromised'],
    ['a sequence', 'abcdefghijkl', 0, 'compromised'],
    ['a keyboard row with digits', 'qwertyuiop123', 1, 'weak'],
    ['a capitalised word with a year', 'Weather2024!', 3, 'good'],
    ['12 random characters', 'N7#kd92!Lpq0', 4, 'strong'],
    ['a passphrase', 'rainy cloudy windy afternoon', 5, 'stronger'],
  ])('scores %s (%s) as %i %s', (_case, password, score, word) => {
    expect(passwordStrength(password)).toMatchObject({ score, word });
  });

  it('marks a password under 12 characters as too short, whatever its score', () => {
    expect(passwordStrength('xK#9!q2Lz@v').tooShort).toBe(true);
    expect(passwordStrength('xK#9!q2Lz@vB').tooShort).toBe(false);
  });

  it('lowers the score of a password made of the person\'s own words', () => {
    const alone = passwordStrength('lovelacebabbage');
    const withInputs = passwordStrength('lovelacebabbage', ['ada.lovelace@example.com', 'Ada', 'Lovelace', 'babbage']);
    expect(withInputs.score).toBeLessThan(alone.score);
  });

  it('estimates only the leading characters of a very long password, quickly', () => {
    const repeated = 'a'.repeat(STRENGTH_ESTIMATE_MAX_LENGTH);
    expect(passwordStrength(`${repeated}Xk9#qL2!vB7@`).score).toBe(passwordStrength(repeated).score);
    const started = Date.now();
    passwordStrength('xK9#qL2!vB7@mN4$'.repeat(8));
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('isStrongEnough', () => {
  it('starts at 3 of 5', () => {
    expect(isStrongEnough({ score: 2, word: 'okay', tooShort: false })).toBe(false);
    expect(isStrongEnough({ score: 3, word: 'good', tooShort: false })).toBe(true);
  });
});

describe('checkNewPassword', () => {
  it('accepts a long, strong password', () => expect(checkNewPassword('rainy cloudy windy afternoon')).toBeNull());
  it('requires a password', () => expect(checkNewPassword('')).toBe('PASSWORD_REQUIRED'));
  it('refuses under 12 characters before judging strength', () => expect(checkNewPassword('N7#kd92!Lpq')).toBe('MINIMUM_12_CHARACTERS'));
  it('refuses more than 128 characters', () => expect(checkNewPassword('N7#kd92!Lpq0'.repeat(11))).toBe('MAXIMUM_128_CHARACTERS'));
  it('refuses a long but weak password', () => expect(checkNewPassword('password1234')).toBe('PASSWORD_TOO_WEAK'));
  it('refuses a password built from the person\'s own email', () => {
    expect(checkNewPassword('adalovelace1', ['ada.lovelace@example.com'])).toBe('PASSWORD_TOO_WEAK');
  });
});
