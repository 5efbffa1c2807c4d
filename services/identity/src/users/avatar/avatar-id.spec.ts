import { isAvatarId, newAvatarId, publicAvatarPath } from './avatar-id';

describe(newAvatarId.name, () => {
  it('makes 128-bit hex ids that differ every time', () => {
    const ids = Array.from({ length: 1000 }, () => newAvatarId());

    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe(isAvatarId.name, () => {
  it('accepts only 32 lower-case hex digits', () => {
    expect(isAvatarId('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const value of ['', '0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef0123456789abcde', '0123456789abcdef0123456789abcdef0', '00000000-0000-4000-8000-000000000001', '../../users/me/avatar']) {
      expect(isAvatarId(value)).toBe(false);
    }
  });
});

describe(publicAvatarPath.name, () => {
  it('is under /v1/avatars', () => {
    expect(publicAvatarPath('ab'.repeat(16))).toBe(`/v1/avatars/${'ab'.repeat(16)}`);
  });
});
