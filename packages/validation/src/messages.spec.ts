import { messageCodes, messages } from './messages';

describe('messages', () => {
  it.each([
    ['LOGIN_EMAIL_INVALID', "That's not a valid email address"],
    ['LOGIN_PASSWORD_BLANK', 'Password cannot be blank'],
    ['MAGIC_CODE_INVALID', 'Invalid verification code'],
    ['FIRST_NAME_REQUIRED', 'First name is required'],
    ['LAST_NAME_REQUIRED', 'Last name is required'],
    ['FIRST_NAME_SPECIAL_CHARACTERS', 'First name cannot contain special characters'],
    ['LAST_NAME_SPECIAL_CHARACTERS', 'Last name cannot contain special characters'],
    ['PHONE_DIGITS_ONLY', 'Phone number only accepts digits'],
    ['PHONE_NOT_AUSTRALIAN', 'Not a valid Australia number'],
    ['AVATAR_TOO_BIG', 'Max. file size is 512 KB'],
    ['NEW_PASSWORD_MISMATCH', 'The new password again must match the new password'],
    ['PASSWORD_DOES_NOT_MATCH', 'Does not match'],
    ['EMAIL_INCORRECT', 'Please enter a correct email'],
    ['EMAIL_REQUIRED', 'Email is required'],
    ['EMAIL_INVALID', 'Invalid email address'],
    ['PASSWORD_REQUIRED', 'Password is required'],
    ['MINIMUM_12_CHARACTERS', 'Minimum 12 characters'],
    ['MINIMUM_8_CHARACTERS', 'Minimum 8 characters'],
    ['PASSWORDS_MUST_MATCH', 'Passwords must match'],
    ['MINIMUM_2_CHARACTERS', 'Minimum 2 characters'],
    ['MAXIMUM_100_CHARACTERS', 'Maximum 100 characters'],
    ['MAXIMUM_50_CHARACTERS', 'Maximum 50 characters'],
    ['CURRENT_PASSWORD_INVALID', 'The password entered is invalid'],
    ['NEW_PASSWORD_SAME_AS_CURRENT', 'New password cannot be the same as the current password'],
    ['PASSWORD_UPDATE_FAILED', 'Error while updating your password'],
    ['PASSWORD_UPDATED', 'Your password has been successfully updated. Please log in again with your new password.'],
  ] as const)('%s is the spec text "%s"', (code, text) => {
    expect(messages[code]).toBe(text);
  });

  it('lists every code once, each with a non-empty text', () => {
    expect(new Set(messageCodes).size).toBe(messageCodes.length);
    for (const code of messageCodes) expect(messages[code].trim()).not.toBe('');
  });

  it('gives every code its own text, so a translation never depends on which code was sent', () => {
    const texts = messageCodes.map((code) => messages[code]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
