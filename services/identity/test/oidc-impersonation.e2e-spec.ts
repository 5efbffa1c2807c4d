import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { BackchannelListener } from './support/backchannel-listener';
import { OidcBrowser } from './support/oidc-browser';
import { relyingParty, signInTo, silentSignInError } from './support/oidc-relying-party';
import { type TestApp } from './support/test-app';
import type { User } from '../src/users/user.entity';
import { startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/**
 * An impersonated session at the OpenID Connect provider (docs/adr/0801, 0804): the tokens name the
 * administrator who acts (`act`, RFC 8693) and no sign-in method, and the applications hear of the
 * impersonation's end when it ends with its administrator's own session.
 */
describe('OpenID Connect for an impersonated session', () => {
  let t: TestApp;
  let api: string;
  let issuer: string;
  let listener: BackchannelListener;

  beforeAll(async () => {
    listener = await BackchannelListener.start();
    ({ t, api, issuer } = await startListeningOidcApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' }));
  });

  afterAll(async () => {
    await t?.close();
    await listener?.close();
  });

  /** A SYSADMIN who signs in in a browser and impersonates a new user there, through the API. */
  async function impersonating(): Promise<{ browser: OidcBrowser; administrator: User; user: User }> {
    const administrator = await t.createUser({ password: PASSWORD, role: 'SYSADMIN' });
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(administrator.email, PASSWORD);
    const started = await browser.fetch(`${api}/auth/impersonate`, { method: 'POST', headers: XHR, body: JSON.stringify({ user_id: user.id, uuid: user.uuid }) });
    expect(started.status).toBe(200);
    return { browser, administrator, user };
  }

  it('names the administrator in act in the ID token and at userinfo, and gives no amr', async () => {
    const rp = await relyingParty(t.dataSource, issuer, 'http://rp-act.weather.example:4410', null);
    const { browser, administrator, user } = await impersonating();

    const tokens = await signInTo(rp, browser, 'openid email');
    const userinfo = await client.fetchUserInfo(rp.config, tokens.access_token, user.uuid);

    expect(tokens.claims()).toMatchObject({ sub: user.uuid, act: { sub: administrator.uuid } });
    expect(tokens.claims()).not.toHaveProperty('amr');
    expect(userinfo).toMatchObject({ sub: user.uuid, email: user.email, act: { sub: administrator.uuid } });
    expect(userinfo).not.toHaveProperty('amr');
  });

  it("sends a back-channel logout when the impersonation ends with its administrator's own session", async () => {
    const rp = await relyingParty(t.dataSource, issuer, 'http://rp-cascade.weather.example:4411', listener.uri('cascade'));
    const { browser, administrator, user } = await impersonating();
    const tokens = await signInTo(rp, browser);
    // The administrator, in another browser, ends every other session of theirs: the one the
    // impersonation was opened from among them.
    const elsewhere = new OidcBrowser(api);
    await elsewhere.signIn(administrator.email, PASSWORD);

    const ended = await elsewhere.fetch(`${api}/v1/users/me/sessions?scope=others`, { method: 'DELETE', headers: { 'x-requested-with': 'XMLHttpRequest' } });

    expect(ended.status).toBe(204);
    expect(listener.to('cascade')).toHaveLength(1);
    expect(listener.to('cascade')[0]).toMatchObject({ sub: user.uuid, sid: decodeJwt(tokens.id_token ?? '').sid });
    await expect(client.refreshTokenGrant(rp.config, tokens.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await silentSignInError(rp, browser)).toBe('login_required');
  });
});
