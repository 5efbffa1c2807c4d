import { buildHandoffRedirect } from './handoff-redirect';
import type { RegisteredUrls } from './return-path';

const getApplication: RegisteredUrls = {
  baseUrl: 'http://localhost:4001',
  callbackUrl: 'http://localhost:4001/auth/callback?from=portal',
  postCallbackUrl: null,
};
const postApplication: RegisteredUrls = { ...getApplication, postCallbackUrl: 'http://localhost:4001/auth/callback' };
const target = { value: '/forecast?day=2#top', url: new URL('http://localhost:4001/forecast?day=2#top') };

describe(buildHandoffRedirect.name, () => {
  it('goes to the callback URL with the token (and seq) added to its query', () => {
    expect(buildHandoffRedirect(getApplication, 'T0k-en_', null, undefined)).toEqual({
      method: 'GET',
      url: 'http://localhost:4001/auth/callback?from=portal&token=T0k-en_',
    });
    expect(buildHandoffRedirect(getApplication, 'T0k-en_', null, '7')).toEqual({
      method: 'GET',
      url: 'http://localhost:4001/auth/callback?from=portal&token=T0k-en_&seq=7',
    });
  });

  it('goes to the return target with the token and seq before its fragment', () => {
    expect(buildHandoffRedirect(getApplication, 'abc', target, 'a b&c')).toEqual({
      method: 'GET',
      url: 'http://localhost:4001/forecast?day=2&token=abc&seq=a+b%26c#top',
    });
  });

  it('replaces a token already in the return path rather than sending two', () => {
    const sut = buildHandoffRedirect(getApplication, 'real', { value: '/x?token=forged', url: new URL('http://localhost:4001/x?token=forged') }, undefined);
    expect(sut).toEqual({ method: 'GET', url: 'http://localhost:4001/x?token=real' });
  });

  it('posts the token and the return path as given to the post callback URL', () => {
    expect(buildHandoffRedirect(postApplication, 'abc', target, '7')).toEqual({
      method: 'POST',
      url: 'http://localhost:4001/auth/callback',
      fields: { token: 'abc', returnPath: '/forecast?day=2#top' },
    });
    expect(buildHandoffRedirect(postApplication, 'abc', null, undefined)).toEqual({
      method: 'POST',
      url: 'http://localhost:4001/auth/callback',
      fields: { token: 'abc' },
    });
  });

  it("hands the application's state back beside the token, in the query or as a form field", () => {
    expect(buildHandoffRedirect(getApplication, 'abc', null, '7', 'Yk3v_Q9-xL2.pR7~tW4zN8')).toEqual({
      method: 'GET',
      url: 'http://localhost:4001/auth/callback?from=portal&token=abc&seq=7&state=Yk3v_Q9-xL2.pR7%7EtW4zN8',
    });
    expect(buildHandoffRedirect(postApplication, 'abc', target, undefined, 'Yk3v_Q9-xL2.pR7~tW4zN8')).toEqual({
      method: 'POST',
      url: 'http://localhost:4001/auth/callback',
      fields: { token: 'abc', returnPath: '/forecast?day=2#top', state: 'Yk3v_Q9-xL2.pR7~tW4zN8' },
    });
  });
});
