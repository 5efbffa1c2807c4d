import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { BACKCHANNEL_LOGOUT_EVENT, LogoutTokenError, verifyLogoutToken } from './logout-token';

const issuer = 'http://localhost:3000/oidc';
const audience = 'weather-forecast';
const event = { [BACKCHANNEL_LOGOUT_EVENT]: {} };

let privateKey: CryptoKey;
let checks: Parameters<typeof verifyLogoutToken>[1];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  checks = { issuer, audience, keys: createLocalJWKSet({ keys: [jwk] }) };
});

function logoutToken(claims: JWTPayload, header: { alg: string; kid?: string; typ?: string } = { alg: 'RS256', kid: 'k1', typ: 'logout+jwt' }) {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: issuer, aud: audience, iat: now, exp: now + 120, jti: `jti-${Math.random()}`, events: event, sub: 'user-7', sid: 'sid-1', ...claims };
  return new SignJWT(payload).setProtectedHeader(header).sign(privateKey);
}

describe(verifyLogoutToken.name, () => {
  it("answers the sub, sid and jti of a token signed with the provider's key", async () => {
    const verified = await verifyLogoutToken(await logoutToken({}), checks);
    expect(verified).toMatchObject({ sub: 'user-7', sid: 'sid-1' });
    expect(verified.jti).toMatch(/^jti-/);
  });

  it('takes a token that names only the sub, or only the sid', async () => {
    await expect(verifyLogoutToken(await logoutToken({ sid: undefined }), checks)).resolves.toMatchObject({ sub: 'user-7', sid: null });
    await expect(verifyLogoutToken(await logoutToken({ sub: undefined }), checks)).resolves.toMatchObject({ sub: null, sid: 'sid-1' });
  });

  it.each([
    ['of another application', { aud: 'weather-radar' }, /aud/],
    ['of another issuer', { iss: 'http://evil.example/oidc' }, /iss/],
    ['without the back-channel logout event', { events: { 'http://example.com/other': {} } }, /no back-channel logout event/],
    ['with a nonce (an ID token)', { nonce: 'n' }, /nonce/],
    ['naming neither sub nor sid', { sub: undefined, sid: undefined }, /neither a sub nor a sid/],
    ['issued long ago', { iat: Math.floor(Date.now() / 1000) - 3600 }, /did not verify/],
  ])('refuses a token %s', async (_case, claims, message) => {
    const attempt = verifyLogoutToken(await logoutToken(claims), checks);
    await expect(attempt).rejects.toThrow(LogoutTokenError);
    await expect(verifyLogoutToken(await logoutToken(claims), checks)).rejects.toThrow(message);
  });

  it('refuses an unsigned (alg none) token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none' })}.${encode({ iss: issuer, aud: audience, iat: now, jti: 'j', sub: 'user-7', events: event })}.`;
    await expect(verifyLogoutToken(unsigned, checks)).rejects.toThrow(LogoutTokenError);
  });

  it('refuses a token signed with a shared secret (HS256), even one that looks right', async () => {
    const hs256 = await new SignJWT({ events: event, sub: 'user-7' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setJti('j')
      .sign(new TextEncoder().encode('a-secret-the-attacker-chose-32-bytes!!'));
    await expect(verifyLogoutToken(hs256, checks)).rejects.toThrow(LogoutTokenError);
  });

  it('refuses a token signed by another key', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ events: event, sub: 'user-7' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setJti('j')
      .sign(other.privateKey);
    await expect(verifyLogoutToken(forged, checks)).rejects.toThrow(/did not verify/);
  });
});
