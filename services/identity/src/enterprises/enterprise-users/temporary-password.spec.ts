import { generateTemporaryPassword } from './temporary-password';

describe(generateTemporaryPassword.name, () => {
  it('gives three groups of five unambiguous characters', () => {
    expect(generateTemporaryPassword()).toMatch(/^[A-HJKMNP-Za-km-np-z2-9]{5}(-[A-HJKMNP-Za-km-np-z2-9]{5}){2}$/);
  });

  it('differs each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateTemporaryPassword));
    expect(passwords.size).toBe(50);
  });
});
