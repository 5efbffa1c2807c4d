import { embeddedNameRule, profileNameRule, signUpNameRule } from './names';

describe('profileNameRule', () => {
  it('accepts a plain name and one of exactly 100 characters', () => {
    expect(profileNameRule('first_name', "Ada O'Brien")).toBeNull();
    expect(profileNameRule('first_name', 'a'.repeat(100))).toBeNull();
  });

  it('requires each name with its own message', () => {
    expect(profileNameRule('first_name', '')).toBe('FIRST_NAME_REQUIRED');
    expect(profileNameRule('last_name', '   ')).toBe('LAST_NAME_REQUIRED');
  });

  it.each(['=', '+', '-', '@'])('refuses the character %s in either name', (character) => {
    expect(profileNameRule('first_name', `Ada${character}`)).toBe('FIRST_NAME_SPECIAL_CHARACTERS');
    expect(profileNameRule('last_name', `${character}Lovelace`)).toBe('LAST_NAME_SPECIAL_CHARACTERS');
  });

  it('refuses more than 100 characters', () => {
    expect(profileNameRule('last_name', 'a'.repeat(101))).toBe('MAXIMUM_100_CHARACTERS');
  });
});

describe('signUpNameRule', () => {
  it('accepts 50 characters and refuses 51', () => {
    expect(signUpNameRule('first_name', 'a'.repeat(50))).toBeNull();
    expect(signUpNameRule('first_name', 'a'.repeat(51))).toBe('MAXIMUM_50_CHARACTERS');
  });

  it('requires the name and refuses = + - @', () => {
    expect(signUpNameRule('last_name', '')).toBe('LAST_NAME_REQUIRED');
    expect(signUpNameRule('last_name', 'a@b')).toBe('LAST_NAME_SPECIAL_CHARACTERS');
  });
});

describe('embeddedNameRule', () => {
  it('accepts 2 to 100 characters after trimming', () => {
    expect(embeddedNameRule('first_name', '  Al  ')).toBeNull();
    expect(embeddedNameRule('first_name', 'a'.repeat(100))).toBeNull();
  });

  it('requires the name', () => {
    expect(embeddedNameRule('first_name', ' ')).toBe('FIRST_NAME_REQUIRED');
    expect(embeddedNameRule('last_name', '')).toBe('LAST_NAME_REQUIRED');
  });

  it('refuses one character, counting after trimming', () => {
    expect(embeddedNameRule('last_name', ' A ')).toBe('MINIMUM_2_CHARACTERS');
  });

  it('refuses more than 100 characters', () => {
    expect(embeddedNameRule('last_name', 'a'.repeat(101))).toBe('MAXIMUM_100_CHARACTERS');
  });
});
