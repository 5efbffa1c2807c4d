import { CookieJar } from './cookie-jar';

describe('CookieJar', () => {
  it('sends the initial cookies and those set later, by name', () => {
    const jar = new CookieJar(['wid_session=abc']);
    jar.store(['_interaction=uid1; path=/oidc/interaction/uid1; expires=Fri, 01 Jan 2100 00:00:00 GMT; samesite=lax; httponly', '_interaction_resume=uid1; path=/oidc/auth/uid1']);

    expect(jar.header()).toBe('wid_session=abc; _interaction=uid1; _interaction_resume=uid1');
  });

  it('replaces a cookie set again and drops one emptied or expired', () => {
    const jar = new CookieJar(['a=1', 'b=2', 'c=3']);
    jar.store('a=4; path=/');
    jar.store(['b=; path=/', 'c=3; expires=Thu, 01 Jan 1970 00:00:00 GMT', 'd=5; Max-Age=0']);

    expect(jar.header()).toBe('a=4');
  });

  it('keeps a value holding "=" whole, ignores a line without a name and has no header when empty', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();

    jar.store(['=orphan', 'token=a=b==; HttpOnly']);

    expect(jar.header()).toBe('token=a=b==');
  });
});
