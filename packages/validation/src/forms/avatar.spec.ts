import { validateAvatarFile } from './avatar';

describe(validateAvatarFile.name, () => {
  it('accepts a small PNG', () => expect(validateAvatarFile({ type: 'image/png', size: 2048 })).toEqual([]));

  it('refuses a big JPG with "Max. file size is 512 KB"', () => {
    expect(validateAvatarFile({ type: 'image/jpeg', size: 600_000 })).toEqual([
      { field: 'avatar', code: 'AVATAR_TOO_BIG', message: 'Max. file size is 512 KB' },
    ]);
  });

  it('refuses a GIF', () => {
    expect(validateAvatarFile({ type: 'image/gif', size: 10 })[0]?.code).toBe('AVATAR_TYPE_NOT_ALLOWED');
  });
});
