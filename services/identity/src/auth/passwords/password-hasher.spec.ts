import { hash } from '@node-rs/argon2';
import { PasswordHasher } from './password-hasher';

describe(PasswordHasher.name, () => {
  const sut = new PasswordHasher();

  it('hashes with argon2id at 19 MiB, t=2, p=1 and verifies the password', async () => {
    const stored = await sut.hash('correct horse battery staple');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(sut.verify(stored, 'correct horse battery staple')).resolves.toBe(true);
    await expect(sut.verify(stored, 'wrong')).resolves.toBe(false);
  });

  it('refuses a damaged hash instead of throwing', async () => {
    await expect(sut.verify('not a hash', 'anything')).resolves.toBe(false);
  });

  it('asks for a rehash when the parameters are older', async () => {
    const old = await hash('pw', { memoryCost: 4096, timeCost: 3, parallelism: 1 });

    expect(sut.needsRehash(old)).toBe(true);
    expect(sut.needsRehash(await sut.hash('pw'))).toBe(false);
    expect(sut.needsRehash('garbage')).toBe(true);
  });

  it('spends a verification on the dummy hash and always refuses', async () => {
    await expect(sut.verifyDummy('dummy password that no account has')).resolves.toBe(false);
  });
});
