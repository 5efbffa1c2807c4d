import { avatarCacheHeaders, isFresh } from './avatar-cache';

describe(avatarCacheHeaders.name, () => {
  it('lets the browser keep the image of the current stamp, and revalidate any other address', () => {
    expect(avatarCacheHeaders('1700000000000', '1700000000000')).toEqual({
      ETag: '"avatar-1700000000000"',
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
    expect(avatarCacheHeaders('1700000000000', '1600000000000')['Cache-Control']).toBe('private, no-cache');
    expect(avatarCacheHeaders('1700000000000', undefined)['Cache-Control']).toBe('private, no-cache');
  });
});

describe(isFresh.name, () => {
  it('matches the current ETag, weak or strong, in a list', () => {
    expect(isFresh('"avatar-5"', '5')).toBe(true);
    expect(isFresh('"x", W/"avatar-5"', '5')).toBe(true);
    expect(isFresh('"avatar-4"', '5')).toBe(false);
    expect(isFresh(undefined, '5')).toBe(false);
  });
});
