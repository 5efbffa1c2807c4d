import { localPath } from './return-path';

describe(localPath.name, () => {
  it.each([
    ['/radar', '/radar'],
    ['/radar/sydney?zoom=3#map', '/radar/sydney?zoom=3#map'],
    ['/a/../b', '/b'],
  ])('keeps the path %s on the application as %s', (value, expected) => {
    expect(localPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'radar',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/radar\r\nSet-Cookie: x=1',
    '/tab\there',
    '/back\\slash',
  ])('sends %j home instead', (value) => {
    expect(localPath(value)).toBe('/');
  });
});
