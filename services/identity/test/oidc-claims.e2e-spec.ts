import * as client from 'openid-client';
import sharp from 'sharp';
import { saveOidcApplication } from './support/oidc-application';
import { OidcBrowser } from './support/oidc-browser';
import { CSRF, type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';
import { authorizeIn, redeem } from './support/oidc-authorization';

const PASSWORD = 'a long enough password';
const RP = 'http://rp.weather.example:4410';
const REDIRECT_URI = `${RP}/auth/callback`;

/**
 * The `locale` and `picture` claims (docs/adr/0803) through the provider, openid-client as the
 * relying party: released with the profile scope when the user has a language and an avatar; absent
 * without the scope, and without a language or an avatar. Like every scope claim of the code flow
 * (OpenID Connect Core §5.4: an access token is issued, so they come from userinfo), they are not
 * copied into the ID token: the provider's conformIdTokenClaims, which the test pins.
 */
describe('OpenID Connect locale and picture claims', () => {
  let t: TestApp;
  let api: string;
  let config: client.Configuration;

  beforeAll(async () => {
    ({ t, api } = await startListeningOidcApp());
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: true,
    });
    config = await discoverOidcClient(`${api}/oidc`, clientId, secret);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A user who chose Italian and uploaded an avatar, through the portal's own API. */
  async function userWithLanguageAndAvatar(): Promise<{ email: string; avatarId: () => Promise<string | null> }> {
    const user = await t.createUser({ password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
    const portal = await t.signIn(user.email, PASSWORD);
    await portal.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper', locale: 'it' }).expect(200);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    await portal.put('/v1/users/me/avatar').set(CSRF).send({ avatar: `data:image/png;base64,${png.toString('base64')}` }).expect(200);
    const avatarId = async () => (await t.dataSource.query(`SELECT avatar_id FROM users WHERE id = ${user.id}`))[0].avatar_id as string | null;
    return { email: user.email, avatarId };
  }

  /** Code + PKCE for a browser signed in to the portal as `email`; the tokens and the userinfo answer. */
  async function signInWith(email: string, scope: string): Promise<{ idToken: client.IDToken; userinfo: client.UserInfoResponse }> {
    const browser = new OidcBrowser(api);
    await browser.signIn(email, PASSWORD);
    const pending = await authorizeIn(browser, config, REDIRECT_URI, { scope });
    const tokens = await redeem(config, pending.landed, pending);
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    return { idToken, userinfo: await client.fetchUserInfo(config, tokens.access_token, idToken.sub) };
  }

  it('releases locale and picture with the profile scope at userinfo, as name and not in the ID token, and the picture loads without a session', async () => {
    const { email, avatarId } = await userWithLanguageAndAvatar();
    const picture = `${api}/v1/avatars/${await avatarId()}`;

    const { idToken, userinfo } = await signInWith(email, 'openid profile');

    expect(userinfo).toMatchObject({ locale: 'it', picture, name: 'Grace Hopper' });
    for (const claim of ['locale', 'picture', 'name']) expect(idToken).not.toHaveProperty(claim);
    const image = await fetch(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(8);
  });

  it('releases neither without the profile scope', async () => {
    const { email } = await userWithLanguageAndAvatar();

    const { idToken, userinfo } = await signInWith(email, 'openid email');

    for (const claims of [userinfo, idToken]) {
      expect(claims).not.toHaveProperty('locale');
      expect(claims).not.toHaveProperty('picture');
    }
    expect(userinfo.email).toBe(email);
  });

  it('releases neither for a user with no language and no avatar', async () => {
    const user = await t.createUser({ password: PASSWORD });

    const { idToken, userinfo } = await signInWith(user.email, 'openid profile');

    for (const claims of [userinfo, idToken]) {
      expect(claims).not.toHaveProperty('locale');
      expect(claims).not.toHaveProperty('picture');
    }
    expect(userinfo.given_name).toBe(user.firstName);
  });
});
