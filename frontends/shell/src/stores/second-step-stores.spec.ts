import { buildPortalUser } from '@weather/ui/testing';
import { FakeSessionTransport, MAGIC_CODE } from '../testing/fake-session-transport';
import { FakeWebAuthn, RECOVERY_CODES, TOTP_CODE, TOTP_SECRET } from '../testing/fake-second-step-service';
import { MagicCodeStore } from './MagicCodeStore';
import { PasskeySignInStore } from './PasskeySignInStore';
import { SecondStepStore } from './SecondStepStore';
import { SessionStore } from './SessionStore';

const ada = buildPortalUser({ email: 'ada@example.com' });
const password = 'secret password';

function setup() {
  const transport = new FakeSessionTransport(ada, password);
  const webAuthn = new FakeWebAuthn();
  const session = new SessionStore(transport);
  return {
    transport,
    webAuthn,
    session,
    sut: new SecondStepStore(transport, session, webAuthn),
    passkey: new PasskeySignInStore(transport, session, webAuthn),
    magicCode: new MagicCodeStore(transport, session),
  };
}

describe(SessionStore.name, () => {
  it('opens no session after a right password when a second step is due, and says so', async () => {
    const { session, transport } = setup();
    transport.secondStep.due = { methods: ['totp'], enrolment_required: false };
    await expect(session.login({ email: ada.email, password })).resolves.toBe('second-step');
    expect(session).toMatchObject({ user: null, secondStepDue: true, isLoading: false, signIns: 0 });
    expect(transport.calls).not.toContain('me');
    session.secondStepTaken();
    expect(session.secondStepDue).toBe(false);
  });

  it('signs in as before when no second step is due', async () => {
    const { session } = setup();
    await expect(session.login({ email: ada.email, password })).resolves.toBe('signed-in');
    expect(session).toMatchObject({ user: { email: ada.email }, secondStepDue: false, signIns: 1 });
  });

  it('marks the second step due after a right emailed code whose answer asks for one', async () => {
    const { session, transport, magicCode } = setup();
    transport.secondStep.due = { methods: [], enrolment_required: true };
    magicCode.open(ada.email, 'sign-in');
    await expect(magicCode.verify(MAGIC_CODE)).resolves.toBe(true);
    expect(session).toMatchObject({ user: null, secondStepDue: true });
    expect(magicCode.isOpen).toBe(false);
  });

  it('marks the second step due for a social pop-up with second_step, and reads the session without', async () => {
    const { session, transport } = setup();
    await expect(session.signedInBySocial(true)).resolves.toBe('second-step');
    expect(session).toMatchObject({ user: null, secondStepDue: true });
    expect(transport.calls).not.toContain('me');

    transport.signedIn = ada;
    await expect(session.signedInBySocial(false)).resolves.toBe('signed-in');
    expect(session.user?.email).toBe(ada.email);
  });
});

describe(SecondStepStore.name, () => {
  async function pending(methods: Array<'totp' | 'passkey' | 'recovery_code'>, enrolmentRequired = false) {
    const context = setup();
    context.transport.secondStep.due = { methods, enrolment_required: enrolmentRequired };
    await context.session.login({ email: ada.email, password });
    await context.sut.load();
    return context;
  }

  it('reads the pending second step', async () => {
    const { sut } = await pending(['totp', 'recovery_code']);
    expect(sut).toMatchObject({ status: 'ready', state: { methods: ['totp', 'recovery_code'], enrolment_required: false, email: ada.email } });
  });

  it('says the sign-in expired when no second step is pending', async () => {
    const { sut } = setup();
    await sut.load();
    expect(sut).toMatchObject({ status: 'expired', state: null, error: { code: 'SECOND_STEP_EXPIRED' } });
  });

  it('keeps the refusal of a wrong code, then signs in with the right one (spaces dropped)', async () => {
    const { sut, session, transport } = await pending(['totp']);
    await expect(sut.verifyTotp('654321')).resolves.toBe(false);
    expect(sut).toMatchObject({ status: 'ready', error: { code: 'SECOND_FACTOR_INVALID' }, isSubmitting: false });
    expect(session.user).toBeNull();

    await expect(sut.verifyTotp(' 123 456 ')).resolves.toBe(true);
    expect(transport.calls).toContain(`second step totp ${TOTP_CODE}`);
    expect(sut.error).toBeNull();
    expect(session).toMatchObject({ user: { email: ada.email }, signIns: 1 });
  });

  it('turns the page to expired when a call finds the challenge gone', async () => {
    const { sut, transport } = await pending(['totp']);
    transport.secondStep.pending = false;
    await expect(sut.verifyTotp(TOTP_CODE)).resolves.toBe(false);
    expect(sut.status).toBe('expired');
  });

  it('holds the sign-in after a recovery code until the person has read how many are left', async () => {
    const { sut, session } = await pending(['totp', 'recovery_code']);
    await expect(sut.verifyRecoveryCode(` ${RECOVERY_CODES[3]} `)).resolves.toBe(true);
    expect(sut).toMatchObject({ recoveryCodesLeft: 9, awaitingContinue: true });
    expect(session.user).toBeNull();

    await expect(sut.continueSignIn()).resolves.toBe(true);
    expect(sut).toMatchObject({ recoveryCodesLeft: null, awaitingContinue: false });
    expect(session.user?.email).toBe(ada.email);
  });

  it('signs in with the passkey the browser gives for the options of the second step', async () => {
    const { sut, session, webAuthn, transport } = await pending(['passkey']);
    await expect(sut.verifyPasskey()).resolves.toBe(true);
    expect(webAuthn.prompts).toEqual(['get second-step-challenge']);
    expect(transport.calls).toContain('second step passkey cred-ada');
    expect(session.user?.email).toBe(ada.email);
  });

  it('names a cancelled passkey prompt without calling the API, and a refused passkey by its code', async () => {
    const { sut, webAuthn, transport } = await pending(['passkey']);
    webAuthn.cancel = true;
    await expect(sut.verifyPasskey()).resolves.toBe(false);
    expect(sut).toMatchObject({ promptFailure: 'PASSKEY_CANCELLED', error: null, isSubmitting: false });
    expect(transport.calls.filter((call) => call.startsWith('second step passkey cred'))).toEqual([]);

    webAuthn.cancel = false;
    transport.secondStep.passkeyRegistered = false;
    await expect(sut.verifyPasskey()).resolves.toBe(false);
    expect(sut).toMatchObject({ promptFailure: null, error: { code: 'PASSKEY_INVALID' } });
  });

  it('enrols an authenticator app, shows its recovery codes once, then completes the sign-in', async () => {
    const { sut, session } = await pending([], true);
    await expect(sut.startTotpEnrolment()).resolves.toBe(true);
    expect(sut.totpEnrolment).toMatchObject({ secret: TOTP_SECRET });

    await expect(sut.confirmTotpEnrolment('000000')).resolves.toBe(false);
    expect(sut.error?.code).toBe('SECOND_FACTOR_INVALID');

    await expect(sut.confirmTotpEnrolment(TOTP_CODE)).resolves.toBe(true);
    expect(sut).toMatchObject({ totpEnrolment: null, recoveryCodes: RECOVERY_CODES, awaitingContinue: true });
    expect(session.user).toBeNull();
    await sut.continueSignIn();
    expect(sut.recoveryCodes).toBeNull();
    expect(session.user?.email).toBe(ada.email);
  });

  it('enrols a passkey under its trimmed name', async () => {
    const { sut, transport, webAuthn } = await pending([], true);
    await expect(sut.enrolPasskey('  Work laptop ')).resolves.toBe(true);
    expect(webAuthn.prompts).toEqual(['create enrolment-challenge']);
    expect(transport.secondStep.enrolledPasskeys).toEqual(['Work laptop']);
    expect(sut.recoveryCodes).toHaveLength(10);
  });

  it('forgets the codes and state of an earlier visit when it loads again', async () => {
    const { sut, transport, session } = await pending([], true);
    await sut.confirmTotpEnrolment(TOTP_CODE);
    await sut.startTotpEnrolment();
    transport.secondStep.due = { methods: ['totp'], enrolment_required: false };
    await session.login({ email: ada.email, password });
    await sut.load();
    expect(sut).toMatchObject({ status: 'ready', recoveryCodes: null, totpEnrolment: null, error: null });
  });
});

describe(PasskeySignInStore.name, () => {
  it('signs in with a passkey as the first factor and reads the session', async () => {
    const { passkey, session, webAuthn, transport } = setup();
    await expect(passkey.signIn()).resolves.toBe('signed-in');
    expect(webAuthn.prompts).toEqual(['get first-factor-challenge']);
    expect(transport.calls).toEqual(['passkey options', 'passkey cred-ada', 'me']);
    expect(session).toMatchObject({ user: { email: ada.email }, signIns: 1 });
    expect(passkey.isSigningIn).toBe(false);
  });

  it('keeps the refusal of an unknown passkey, and a cancelled prompt apart from it', async () => {
    const { passkey, webAuthn, transport, session } = setup();
    transport.secondStep.passkeyRegistered = false;
    await expect(passkey.signIn()).resolves.toBe('refused');
    expect(passkey).toMatchObject({ error: { code: 'PASSKEY_INVALID' }, promptFailure: null });

    webAuthn.cancel = true;
    await expect(passkey.signIn()).resolves.toBe('refused');
    expect(passkey).toMatchObject({ error: null, promptFailure: 'PASSKEY_CANCELLED' });
    expect(session.user).toBeNull();
  });
});
