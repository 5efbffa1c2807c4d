import { avatarFileRule, isAvatarMimeType } from './avatar';

describe('avatarFileRule', () => {
  it('accepts a JPG or PNG of exactly 524288 bytes', () => {
    expect(avatarFileRule({ type: 'image/jpeg', size: 524288 })).toBeNull();
    expect(avatarFileRule({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses one byte more with "Max. file size is 512 KB"', () => {
    expect(avatarFileRule({ type: 'image/png', size: 524289 })).toBe('AVATAR_TOO_BIG');
  });

  it.each(['image/gif', 'image/svg+xml', 'image/webp', ''])('refuses the type %p', (type) => {
    expect(avatarFileRule({ type, size: 10 })).toBe('AVATAR_TYPE_NOT_ALLOWED');
  });
});

describe('isAvatarMimeType', () => {
  it('ignores case', () => expect(isAvatarMimeType('IMAGE/PNG')).toBe(true));
});
