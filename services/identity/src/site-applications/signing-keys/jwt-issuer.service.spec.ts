import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify } from 'jose';
import { fake, unitModule } from '../../../test/support/unit-module';
import type { SiteApplication } from '../catalogue/site-application.entity';
import type { User } from '../../users/user.entity';
import { JwtIssuerService, JWT_LIFETIME_SECONDS } from './jwt-issuer.service';
import type { SigningKey } from './signing-key.entity';
import { SigningKeysService } from './signing-keys.service';

async function signingKey(): Promise<{ key: SigningKey; publicJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const key = { kid, privateJwk: JSON.stringify({ ...(await exportJWK(privateKey)), kid }), publicJwk: JSON.stringify(publicJwk) } as SigningKey;
  return { key, publicJwk };
}

describe(JwtIssuerService.name, () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const user = { uuid: randomUUID(), email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Rainer', role: 'USER' } as User;
  const application = { clientId: 'weather-radar' } as SiteApplication;

  /** The issuer over a key store whose current key is `current()`, on the service clock at `now`. */
  async function issuerWith(current: () => SigningKey): Promise<JwtIssuerService> {
    const unit = await unitModule({
      providers: [JwtIssuerService, JwtService],
      fakes: [fake(SigningKeysService, { current: () => Promise.resolve(current()) })],
      config: { PUBLIC_API_URL: 'https://id.example.com/' },
      now,
    });
    return unit.get(JwtIssuerService);
  }

  it('signs ES256 with the current key, its kid in the header, and the contract claims from the service clock', async () => {
    const { key, publicJwk } = await signingKey();

    const issued = await (await issuerWith(() => key)).issue(user, application);

    expect(issued.expires_in).toBe(JWT_LIFETIME_SECONDS);
    expect(decodeProtectedHeader(issued.jwt)).toEqual({ alg: 'ES256', typ: 'JWT', kid: key.kid });
    const { payload } = await jwtVerify(issued.jwt, await importJWK(publicJwk, 'ES256'), {
      issuer: 'https://id.example.com',
      audience: 'weather-radar',
      currentDate: now,
    });
    const issuedAt = now.getTime() / 1000;
    expect(payload).toEqual({
      email: 'zoe@example.com',
      name: 'Zoe Rainer',
      role: 'USER',
      iss: 'https://id.example.com',
      aud: 'weather-radar',
      sub: user.uuid,
      iat: issuedAt,
      exp: issuedAt + JWT_LIFETIME_SECONDS,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('gives every token its own jti and, after a rotation, signs with the new key', async () => {
    const first = await signingKey();
    const second = await signingKey();
    let current = first.key;
    const issuer = await issuerWith(() => current);

    const a = await issuer.issue(user, application);
    const b = await issuer.issue(user, application);
    current = second.key;
    const c = await issuer.issue(user, application);

    const verify = async (jwt: string, jwk: JWK) => (await jwtVerify(jwt, await importJWK(jwk, 'ES256'), { currentDate: now })).payload;
    expect((await verify(a.jwt, first.publicJwk)).jti).not.toBe((await verify(b.jwt, first.publicJwk)).jti);
    expect(decodeProtectedHeader(c.jwt).kid).toBe(second.key.kid);
    await expect(verify(c.jwt, second.publicJwk)).resolves.toMatchObject({ sub: user.uuid });
    await expect(verify(c.jwt, first.publicJwk)).rejects.toThrow('signature verification failed');
  });
});
