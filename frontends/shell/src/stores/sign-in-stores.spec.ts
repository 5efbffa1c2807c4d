import { buildPortalUser } from '@weather/ui/testing';
import { EXPIRED_TOKEN, FakeSessionTransport, MAGIC_CODE, VALID_TOKEN } from '../testing/fake-session-transport';
import { MagicCodeStore } from './MagicCodeStore';
import { SessionStore } from './SessionStore';
import { SetPasswordStore } from './SetPasswordStore';

const ada = buildPortalUser({ email: 'ada@example.com' });
const samlEmail = 'grace@navy.mil';

function setup(account = ada) {
  const transport = new FakeSessionTransport(account, 'secret password');
  const session = new SessionStore(transport);
  return { transport, session, magicCode: new MagicCodeStore(transport, session), setPassword: new SetPasswordStore(transport) };
}

describe(SessionStore.name, () => {
  it('keeps the answer of the latest provider check only', async () => {
    const { session, transport } = setup();
    transport.providers.set(samlEmail, { provider: 'SAML', loginURL: 'https://sso.navy.mil' });
    const older = session.checkProvider(samlEmail);
    const newer = session.checkProvider(ada.email);
    await Promise.all([older, newer]);
    expect(session).toMatchObject({ provider: { provider: 'LOCAL' }, providerEmail: ada.email, providerCheckFailed: false });
  });

  it('opens no session for a right password on an unverified email, and says a code is needed', async () => {
    const { session } = setup(buildPortalUser({ email: 'ada@example.com', is_verified: false }));
    await expect(session.login({ email: 'ada@example.com', password: 'secret password' })).resolves.toBe('needs-verification');
    expect(session).toMatchObject({ user: null, needVerify: true, isLoading: false });
  });
});

describe(MagicCodeStore.name, () => {
  it('sends the code trimmed and uppercased with the email as the key, then reads the user', async () => {
    const { session, magicCode, transport } = setup();
    magicCode.open(ada.email, 'sign-in');
    await expect(magicCode.verify(` ${MAGIC_CODE.toLowerCase()} `)).resolves.toBe(true);
    expect(transport.calls).toContain(`code ${ada.email} ${MAGIC_CODE}`);
    expect(session.user?.email).toBe(ada.email);
    expect(magicCode.isOpen).toBe(false);
  });

  it('keeps the modal open with the error of a wrong code', async () => {
    const { magicCode } = setup();
    magicCode.open(ada.email, 'sign-in');
    await expect(magicCode.verify('ZZZZ')).resolves.toBe(false);
    expect(magicCode).toMatchObject({ isOpen: true, error: { code: 'INVALID_VERIFICATION_CODE' } });
  });

  it('asks rewelcome for a new verification code and forgot for a new sign-in code', async () => {
    const { magicCode, transport } = setup();
    magicCode.open(ada.email, 'verify', 'forecast');
    await magicCode.requestNewCode();
    magicCode.open(ada.email, 'sign-in');
    await magicCode.requestNewCode();
    expect(transport.calls).toEqual([`rewelcome ${ada.email} forecast`, `forgot ${ada.email} code`]);
    expect(magicCode.newCodeSent).toBe(true);
  });
});

describe(SetPasswordStore.name, () => {
  it.each([
    [VALID_TOKEN, 'valid'],
    [EXPIRED_TOKEN, 'expired'],
    ['unknown', 'invalid'],
  ])('names the state of token %s: %s', async (token, state) => {
    const { setPassword } = setup();
    await setPassword.verify(token);
    expect(setPassword.state).toBe(state);
  });

  it('says failed, not invalid, when the check gets no answer', async () => {
    const { setPassword, transport } = setup();
    transport.failWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    await setPassword.verify(VALID_TOKEN);
    expect(setPassword.state).toBe('failed');
  });
});
