import { checkNewPassword as checkedEagerly } from '@weather/validation/strength';
import { checkNewPassword } from './new-password-rule';

describe('checkNewPassword (loaded on first use)', () => {
  it('answers as the validation package does', () => {
    for (const [password, inputs] of [
      ['password', []],
      ['ada.lovelace.1815', ['ada@example.com', 'Ada', 'Lovelace']],
      ['correct horse battery staple 93!', []],
      ['', []],
    ] as const) {
      expect(checkNewPassword(password, [...inputs])).toBe(checkedEagerly(password, [...inputs]));
    }
    expect(checkNewPassword('password', [])).not.toBeNull();
  });
});
