import { buildPortalUser } from '@weather/ui/testing';
import { FakeAccountTransport } from '../testing/fake-account-transport';
import { FakeSession } from '@weather/ui/testing';
import { ProfileStore } from './ProfileStore';

const ada = buildPortalUser({ first_name: 'Ada' });

function setup() {
  const transport = new FakeAccountTransport(ada);
  const session = new FakeSession(ada);
  const sut = new ProfileStore(transport, session);
  sut.open();
  return { sut, transport, session };
}

describe(ProfileStore.name, () => {
  it("opens the form on the session's user", () => {
    const { sut } = setup();
    expect(sut.form?.values.first_name).toBe('Ada');
  });

  it('has no form without a signed-in user', () => {
    const sut = new ProfileStore(new FakeAccountTransport(ada), new FakeSession(null));
    sut.open();
    expect(sut.form).toBeNull();
  });

  it('does not call the API without valid changes', async () => {
    const { sut, transport } = setup();
    await expect(sut.save()).resolves.toBe('unchanged');
    sut.form?.set('first_name', '');
    await expect(sut.save()).resolves.toBe('unchanged');
    expect(transport.updates).toEqual([]);
  });

  it('saves, hands the new user to the shell and starts the form over', async () => {
    const { sut, session, transport } = setup();
    sut.form?.set('first_name', 'Grace');
    const saving = sut.save();
    expect(sut.isSaving).toBe(true);
    await expect(saving).resolves.toBe('saved');
    expect(transport.updates).toHaveLength(1);
    expect(session.user?.first_name).toBe('Grace');
    expect(sut.form).toMatchObject({ hasChanges: false });
    expect(sut.form?.values.first_name).toBe('Grace');
    expect(sut.isSaving).toBe(false);
  });

  it("keeps the server's refusal and its field errors", async () => {
    const { sut, transport, session } = setup();
    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'last_name', code: 'LAST_NAME_REQUIRED', message: 'Last name is required' }],
    };
    sut.form?.set('first_name', 'Grace');
    await expect(sut.save()).resolves.toBe('refused');
    expect(sut.error?.code).toBe('VALIDATION_FAILED');
    expect(sut.form?.errorOf('last_name')?.code).toBe('LAST_NAME_REQUIRED');
    expect(sut.form?.values.first_name).toBe('Grace');
    expect(session.user?.first_name).toBe('Ada');
  });
});
