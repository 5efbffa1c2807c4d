import { buildPortalUser } from '@weather/ui/testing';
import { FakeAccountTransport } from '../../testing/fake-account-transport';
import { buildFactor, FAKE_MAILED_CODE, FAKE_PASSWORD, FAKE_TOTP_CODE, FAKE_TOTP_SECRET, fakeBrowserPasskeys } from '../../testing/fake-second-factors';
import { FactorNameForm } from './FactorNameForm';
import { SecurityStore } from './SecurityStore';

function setup(options: Parameters<typeof fakeBrowserPasskeys>[0] = {}) {
  const transport = new FakeAccountTransport(buildPortalUser());
  const passkeys = fakeBrowserPasskeys(options);
  return { sut: new SecurityStore(transport, passkeys), transport, service: transport.secondFactors, passkeys };
}

/** Waits until the store asks for a re-authentication (the guarded call answered 403). */
async function untilAsked(sut: SecurityStore): Promise<void> {
  for (let tries = 0; tries < 50 && !sut.reauthentication.isAsking; tries += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sut.reauthentication.isAsking).toBe(true);
}

describe(SecurityStore.name, () => {
  it('loads the factors, the recovery codes left and the requirement', async () => {
    const { sut, service } = setup();
    service.totp = [buildFactor({ id: 3, name: 'Phone' })];
    service.recoveryCodesLeft = 7;
    service.required = true;
    await sut.load();
    expect(sut.factors).toEqual({ totp: [service.totp[0]], passkeys: [], recovery_codes_left: 7, required: true });
    expect(sut).toMatchObject({ hasLoaded: true, isLoading: false, error: null, hasFactor: true });
  });

  it('keeps the error when the list cannot be loaded', async () => {
    const { sut, service } = setup();
    service.listRefuseWith = { statusCode: 403, code: 'NOT_WHILE_IMPERSONATING', message: 'Not while impersonating' };
    await sut.load();
    expect(sut).toMatchObject({ hasLoaded: false, factors: null, error: { code: 'NOT_WHILE_IMPERSONATING' } });
  });

  it('adds an authenticator app after a re-authentication with the password, and shows the first recovery codes', async () => {
    const { sut, service } = setup();
    await sut.load();
    const enrolment = sut.startTotpEnrolment();
    enrolment.name.set('  Work phone ');
    const naming = enrolment.submitName();
    await untilAsked(sut);

    sut.reauthentication.setPassword('Wrong-Password-0000');
    await sut.reauthentication.submit();
    expect(sut.reauthentication).toMatchObject({ isAsking: true, error: { code: 'REAUTHENTICATION_FAILED' } });
    sut.reauthentication.setPassword(FAKE_PASSWORD);
    await sut.reauthentication.submit();
    await naming;

    expect(service.calls).toEqual(['list', 'startTotp', 'reauthenticate', 'reauthenticate', 'startTotp']);
    expect(enrolment.step).toBe('scan');
    expect(enrolment.groupedSecret).toBe(FAKE_TOTP_SECRET.match(/.{4}/g)!.join(' '));

    enrolment.setCode('654321');
    await enrolment.confirm();
    expect(enrolment).toMatchObject({ step: 'scan', error: null, codeError: { field: 'code', code: 'SECOND_FACTOR_CODE_INVALID' } });
    enrolment.setCode(` ${FAKE_TOTP_CODE.slice(0, 3)} ${FAKE_TOTP_CODE.slice(3)}`);
    expect(enrolment.codeError).toBeNull();
    await enrolment.confirm();
    expect(enrolment.step).toBe('done');
    expect(enrolment.started).toBeNull();
    expect(enrolment.added?.recovery_codes).toHaveLength(10);
    expect(sut.factors?.totp.map((factor) => factor.name)).toEqual(['Work phone']);
    expect(sut.factors?.recovery_codes_left).toBe(10);
  });

  it('does not send a name that breaks the rules, nor an incomplete code', async () => {
    const { sut, service } = setup();
    service.reauthenticated = true;
    const enrolment = sut.startTotpEnrolment();
    await enrolment.submitName();
    expect(enrolment.name.shownRule).toBe('NAME_REQUIRED');
    enrolment.name.set('x'.repeat(65));
    await enrolment.submitName();
    expect(enrolment.name.shownRule).toBe('FACTOR_NAME_TOO_LONG');
    enrolment.name.set('Phone');
    await enrolment.submitName();
    enrolment.setCode('12345');
    await enrolment.confirm();
    expect(enrolment).toMatchObject({ step: 'scan', codeError: 'SECOND_FACTOR_CODE_INVALID' });
    expect(service.calls).toEqual(['startTotp']);
  });

  it('re-authenticates with a mailed code', async () => {
    const { sut, service } = setup();
    service.totp = [buildFactor({ id: 3 })];
    await sut.load();
    const removing = sut.remove('totp', 3);
    await untilAsked(sut);
    await sut.reauthentication.sendCode();
    expect(sut.reauthentication).toMatchObject({ method: 'code', codeSent: true });
    sut.reauthentication.setCode('k7q');
    expect(sut.reauthentication.canSubmit).toBe(false);
    sut.reauthentication.setCode(FAKE_MAILED_CODE.toLowerCase());
    await sut.reauthentication.submit();
    await expect(removing).resolves.toEqual({ ok: true, data: undefined });
    expect(service.mailedCodes).toHaveLength(1);
    expect(sut.factors?.totp).toEqual([]);
  });

  it('gives back the refusal when the re-authentication is cancelled, and changes nothing', async () => {
    const { sut, service } = setup();
    service.passkeys = [buildFactor({ id: 4, name: 'Laptop' })];
    await sut.load();
    const removing = sut.remove('passkeys', 4);
    await untilAsked(sut);
    sut.reauthentication.cancel();
    await expect(removing).resolves.toMatchObject({ ok: false, error: { code: 'REAUTHENTICATION_REQUIRED' } });
    expect(sut.reauthentication.isAsking).toBe(false);
    expect(service.passkeys).toHaveLength(1);
  });

  it('adds a passkey through the browser, and says so when the browser prompt was cancelled', async () => {
    const cancelled = Object.assign(new Error('The operation either timed out or was not allowed'), { name: 'NotAllowedError' });
    const { sut, service, passkeys } = setup({ failWith: () => cancelled });
    service.reauthenticated = true;
    service.totp = [buildFactor({ id: 3 })];
    await sut.load();
    const enrolment = sut.startPasskeyEnrolment();
    enrolment.name.set('Laptop');
    await enrolment.register();
    expect(enrolment).toMatchObject({ step: 'name', browserFailure: 'cancelled', isBusy: false });
    expect(passkeys.create).toHaveBeenCalledWith(expect.objectContaining({ challenge: 'Y2hhbGxlbmdl', rp: { name: 'Weather', id: 'localhost' } }));

    const working = setup();
    working.service.reauthenticated = true;
    working.service.totp = [buildFactor({ id: 3 })];
    await working.sut.load();
    const second = working.sut.startPasskeyEnrolment();
    second.name.set('Laptop');
    await second.register();
    expect(second.step).toBe('done');
    // Not the first factor: no recovery codes this time.
    expect(second.added?.recovery_codes).toBeUndefined();
    expect(working.sut.factors?.passkeys.map((factor) => factor.name)).toEqual(['Laptop']);
  });

  it('refuses to remove the last factor while the organisation requires one; the last removal otherwise takes the codes', async () => {
    const { sut, service } = setup();
    service.reauthenticated = true;
    service.totp = [buildFactor({ id: 3 })];
    service.recoveryCodesLeft = 10;
    service.required = true;
    await sut.load();
    await expect(sut.remove('totp', 3)).resolves.toMatchObject({ ok: false, error: { statusCode: 409, code: 'SECOND_FACTOR_REQUIRED' } });
    expect(sut.factors?.totp).toHaveLength(1);
    service.required = false;
    await expect(sut.remove('totp', 3)).resolves.toMatchObject({ ok: true });
    expect(sut.factors).toMatchObject({ totp: [], recovery_codes_left: 0 });
  });

  it('renames a factor in place', async () => {
    const { sut, service } = setup();
    service.passkeys = [buildFactor({ id: 4, name: 'Laptop' }), buildFactor({ id: 5, name: 'Key' })];
    await sut.load();
    const form = new FactorNameForm('Laptop');
    form.set(' Desk laptop ');
    await expect(sut.rename('passkeys', 4, form)).resolves.toMatchObject({ ok: true });
    expect(sut.factors?.passkeys.map((factor) => factor.name)).toEqual(['Desk laptop', 'Key']);
    form.set('');
    await expect(sut.rename('passkeys', 4, form)).resolves.toBeNull();
  });

  it('replaces the recovery codes after a re-authentication', async () => {
    const { sut, service } = setup();
    service.totp = [buildFactor({ id: 3 })];
    service.recoveryCodesLeft = 2;
    await sut.load();
    const replacing = sut.replaceRecoveryCodes();
    await untilAsked(sut);
    sut.reauthentication.setPassword(FAKE_PASSWORD);
    await sut.reauthentication.submit();
    const result = await replacing;
    expect(result.ok && result.data.recovery_codes).toHaveLength(10);
    expect(sut.factors?.recovery_codes_left).toBe(10);
  });
});
