import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-payloads';
import { resolveReturnPath, type RegisteredUrls } from './return-path';

const application: RegisteredUrls = {
  baseUrl: 'http://localhost:4001',
  callbackUrl: 'http://localhost:4001/auth/callback',
  postCallbackUrl: null,
};

describe(resolveReturnPath.name, () => {
  it.each([
    ['/', 'http://localhost:4001/'],
    ['/forecast', 'http://localhost:4001/forecast'],
    ['/forecast/7-day?place=Sydney&units=metric', 'http://localhost:4001/forecast/7-day?place=Sydney&units=metric'],
    ['/maps#radar', 'http://localhost:4001/maps#radar'],
    ['/search?next=https://evil.example', 'http://localhost:4001/search?next=https://evil.example'],
    ['/caf%C3%A9', 'http://localhost:4001/caf%C3%A9'],
    ['/.well-known/thing', 'http://localhost:4001/.well-known/thing'],
    ['/@evil.example', 'http://localhost:4001/@evil.example'],
    ['http://localhost:4001', 'http://localhost:4001/'],
    ['http://localhost:4001/forecast?day=2', 'http://localhost:4001/forecast?day=2'],
  ])('accepts %j as %s', (value, expected) => {
    expect(resolveReturnPath(value, application)?.href).toBe(expected);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('refuses %j', (payload) => {
    expect(resolveReturnPath(payload, application)).toBeNull();
  });

  it('resolves a path on the base URL origin, whatever path the base URL has', () => {
    const sut = resolveReturnPath('/x', { ...application, baseUrl: 'https://apps.example.com/radar/' });
    expect(sut?.href).toBe('https://apps.example.com/x');
  });

  it('accepts an absolute URL on the origin of the callback or post callback URL, and no other', () => {
    const split: RegisteredUrls = {
      baseUrl: 'https://radar.example.com',
      callbackUrl: 'https://login.radar.example.com/cb',
      postCallbackUrl: 'https://post.radar.example.com:8443/cb',
    };
    expect(resolveReturnPath('https://login.radar.example.com/after', split)?.href).toBe('https://login.radar.example.com/after');
    expect(resolveReturnPath('https://post.radar.example.com:8443/after', split)?.href).toBe('https://post.radar.example.com:8443/after');
    expect(resolveReturnPath('https://post.radar.example.com/after', split)).toBeNull();
    expect(resolveReturnPath('https://evil.radar.example.com/after', split)).toBeNull();
    expect(resolveReturnPath('/after', split)?.href).toBe('https://radar.example.com/after');
  });

  it('refuses everything for an application whose base URL is not an http URL', () => {
    expect(resolveReturnPath('/x', { ...application, baseUrl: 'not a url' })).toBeNull();
  });

  it('has at least 40 payloads to refuse', () => {
    expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(40);
  });
});
