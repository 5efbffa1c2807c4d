import { checkNewPassword } from '@weather/validation/strength';
import { generateStrongPassword } from './strong-password';

describe(generateStrongPassword.name, () => {
  it('makes 24 unambiguous symbols that pass the new-password rule', () => {
    const sut = generateStrongPassword();

    expect(sut).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
    expect(checkNewPassword(sut)).toBeNull();
  });

  it('never repeats', () => {
    expect(new Set(Array.from({ length: 50 }, () => generateStrongPassword())).size).toBe(50);
  });
});
