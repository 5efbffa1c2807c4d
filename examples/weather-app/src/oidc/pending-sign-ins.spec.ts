import { PENDING_SIGN_IN_TTL_MS, PendingSignIns } from './pending-sign-ins';

const signIn = { codeVerifier: 'verifier', state: 'state', nonce: 'nonce', returnPath: '/week' };

describe(PendingSignIns.name, () => {
  let now: number;
  let sut: PendingSignIns;

  beforeEach(() => {
    now = 1_000_000;
    sut = new PendingSignIns(() => now);
  });

  it('gives a sign-in back once, by its random id', () => {
    const id = sut.add(signIn);
    expect(id).toMatch(/^[\w-]{43}$/);
    expect(sut.take(id)).toEqual(signIn);
    expect(sut.take(id)).toBeNull();
  });

  it('knows no other id, nor none', () => {
    sut.add(signIn);
    expect(sut.take('another')).toBeNull();
    expect(sut.take(undefined)).toBeNull();
  });

  it('forgets a sign-in after ten minutes', () => {
    const id = sut.add(signIn);
    now += PENDING_SIGN_IN_TTL_MS;
    expect(sut.take(id)).toBeNull();
  });
});
