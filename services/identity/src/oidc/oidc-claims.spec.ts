import { timezoneFactory, userFactory } from '../../test/factories/user.factory';
import { OIDC_SCOPE_CLAIMS, oidcClaimsOf, oidcPictureOf } from './oidc-claims';

const publicApiUrl = new URL('https://id.example.com');
const avatarId = '0123456789abcdef0123456789abcdef';

describe(oidcClaimsOf.name, () => {
  it('releases the language and the avatar\'s public address when the user has them', () => {
    const user = userFactory({ locale: 'it', avatarId, avatarUpdatedAt: new Date(1_900_000_000_000), timezone: timezoneFactory() });

    const sut = oidcClaimsOf(user, null, publicApiUrl);

    expect(sut).toMatchObject({ locale: 'it', picture: `https://id.example.com/v1/avatars/${avatarId}`, zoneinfo: 'Australia/Sydney' });
  });

  it('leaves locale and picture out when there is no language and no avatar', () => {
    const sut = oidcClaimsOf(userFactory(), null, publicApiUrl);

    expect(Object.keys(sut)).not.toContain('locale');
    expect(Object.keys(sut)).not.toContain('picture');
  });

  it('puts locale and picture under the profile scope', () => {
    expect(OIDC_SCOPE_CLAIMS.profile).toEqual(expect.arrayContaining(['locale', 'picture']));
  });
});

describe(oidcPictureOf.name, () => {
  it('keeps the path of a PUBLIC_API_URL behind a proxy', () => {
    expect(oidcPictureOf({ avatarId }, new URL('https://example.com/identity/'))).toBe(`https://example.com/identity/v1/avatars/${avatarId}`);
  });

  it('is never made from the user\'s uuid', () => {
    const user = userFactory({ avatarId });

    expect(oidcPictureOf(user, publicApiUrl)).not.toContain(user.uuid);
  });
});
