import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { aUser } from '../../../test/factories/entity.factory';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { User } from '../../users/user.entity';
import { Passkey } from './passkey.entity';
import { credentialIdHash, PasskeyCeremonies } from './passkey-ceremonies';
import { RelyingParty } from './relying-party';
import { CHALLENGE_VALID_MS, WebauthnChallenges } from './webauthn-challenges';

const PORTAL = 'http://localhost:8080';

describe(PasskeyCeremonies.name, () => {
  let unit: UnitModule;
  let sut: PasskeyCeremonies;
  let user: User;
  let authenticator: SoftwareAuthenticator;

  beforeEach(async () => {
    unit = await unitModule({
      database: 'memory',
      config: { PORTAL_URL: PORTAL },
      providers: [
        PasskeyCeremonies,
        WebauthnChallenges,
        { provide: RelyingParty, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => RelyingParty.fromConfig(config) },
      ],
    });
    sut = unit.get(PasskeyCeremonies);
    user = await unit.insert(aUser());
    authenticator = new SoftwareAuthenticator(PORTAL, true);
  });

  afterEach(() => unit.close());

  async function registered(name = 'Laptop'): Promise<Passkey> {
    const options = await sut.registrationOptions(user);
    return sut.register(user.id, name, authenticator.register(options) as RegistrationResponseJSON);
  }

  async function assertion(kind: 'sign-in' | 'second-step', overrides = {}): Promise<AuthenticationResponseJSON> {
    const options = await sut.authenticationOptions(kind === 'sign-in' ? { kind } : { kind, userId: user.id });
    return authenticator.assert(options, overrides) as AuthenticationResponseJSON;
  }

  it("registers a discoverable passkey of the portal's RP and stores its public key, never a private one", async () => {
    const options = await sut.registrationOptions(user);

    expect(options.rp).toEqual({ id: 'localhost', name: 'Weather' });
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    const passkey = await sut.register(user.id, '  Laptop ', authenticator.register(options) as RegistrationResponseJSON);

    expect(passkey).toMatchObject({ userId: user.id, name: 'Laptop', credentialId: authenticator.credentialIds[0], counter: 0, transports: 'internal,hybrid' });
    expect(await unit.database.getRepository(Passkey).countBy({ userId: user.id })).toBe(1);
  });

  it('lists the passkeys held in the next registration options, so an authenticator does not register twice', async () => {
    await registered();

    const options = await sut.registrationOptions(user);

    expect(options.excludeCredentials?.map((credential) => credential.id)).toEqual(authenticator.credentialIds);
  });

  it('signs in username-less: empty allowCredentials, user verification required, the counter and time of use recorded', async () => {
    const passkey = await registered();
    const options = await sut.authenticationOptions({ kind: 'sign-in' });
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe('required');

    const used = await sut.authenticate(authenticator.assert(options) as AuthenticationResponseJSON, { kind: 'sign-in' });

    expect(used.id).toBe(passkey.id);
    const stored = await unit.database.getRepository(Passkey).findOneByOrFail({ id: passkey.id });
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).toEqual(unit.clock.now());
  });

  it('refuses a username-less sign-in without user verification, but takes it for a second step', async () => {
    await registered();

    await expect(sut.authenticate(await assertion('sign-in', { userVerified: false }), { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    await expect(sut.authenticate(await assertion('second-step', { userVerified: false }), { kind: 'second-step', userId: user.id })).resolves.toBeInstanceOf(Passkey);
  });

  it('spends a challenge once: the same answer again is refused', async () => {
    await registered();
    const response = await assertion('sign-in');

    await sut.authenticate(response, { kind: 'sign-in' });

    await expect(sut.authenticate(response, { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
  });

  it("refuses a challenge of another purpose or another user's second step", async () => {
    await registered();
    const other = await unit.insert(aUser());

    await expect(sut.authenticate(await assertion('second-step'), { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    await expect(sut.authenticate(await assertion('sign-in'), { kind: 'second-step', userId: user.id })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    await expect(sut.authenticate(await assertion('second-step'), { kind: 'second-step', userId: other.id })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
  });

  it('refuses a challenge past its five minutes', async () => {
    await registered();
    const response = await assertion('sign-in');

    unit.clock.advance(CHALLENGE_VALID_MS + 1);

    await expect(sut.authenticate(response, { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
  });

  it('refuses another origin, another RP, an unknown credential and a counter that went back', async () => {
    await registered();

    await expect(sut.authenticate(await assertion('sign-in', { origin: 'https://evil.example' }), { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    await expect(sut.authenticate(await assertion('sign-in', { rpId: 'evil.example' }), { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    const stranger = new SoftwareAuthenticator(PORTAL);
    stranger.register({ challenge: 'x', rp: { id: 'localhost', name: 'Weather' }, user: { id: 'eA', name: 'x', displayName: 'x' } });
    const options = await sut.authenticationOptions({ kind: 'sign-in' });
    await expect(sut.authenticate(stranger.assert(options) as AuthenticationResponseJSON, { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });

    await sut.authenticate(await assertion('sign-in'), { kind: 'sign-in' });
    await unit.database.getRepository(Passkey).update({ userId: user.id }, { counter: 1000 });
    await expect(sut.authenticate(await assertion('sign-in'), { kind: 'sign-in' })).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
  });

  it("refuses a registration answering another user's challenge, and a credential registered already", async () => {
    const other = await unit.insert(aUser());
    const options = await sut.registrationOptions(user);
    const response = authenticator.register(options) as RegistrationResponseJSON;

    await expect(sut.register(other.id, 'Laptop', response)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });

    await registered();
    const response2 = authenticator.register(await sut.registrationOptions(other)) as RegistrationResponseJSON;
    // The user's stored passkey takes the new credential's id, as if the same authenticator answered twice.
    await unit.database.getRepository(Passkey).update({ userId: user.id }, { credentialId: response2.id, credentialIdHash: credentialIdHash(response2.id) });

    await expect(sut.register(other.id, 'Phone', response2)).rejects.toMatchObject({ code: 'PASSKEY_INVALID' });
    expect(await unit.database.getRepository(Passkey).countBy({ userId: other.id })).toBe(0);
  });
});
