import { buildPortalUser } from '@weather/ui/testing';
import { buildEnterpriseUser, FakeEnterpriseTransport } from '../testing/fake-enterprise-transport';
import { EnterpriseUsersStore } from './EnterpriseUsersStore';

function arrange() {
  const transport = new FakeEnterpriseTransport(buildPortalUser());
  transport.users = [buildEnterpriseUser({ id: 2 }), buildEnterpriseUser({ id: 3, email: 'alan@bureau-of-clouds.com' })];
  return { transport, sut: new EnterpriseUsersStore(transport) };
}

describe(EnterpriseUsersStore.name, () => {
  it('replaces the acted-on row and keeps the temporary password only in the notice', async () => {
    const { sut } = arrange();
    await sut.load(7);

    const answer = await sut.act(7, 3, { setTemporaryPassword: true });

    expect(answer.ok).toBe(true);
    expect(sut.users[1]).toMatchObject({ id: 3, is_force_reset_password: true });
    expect(sut.users[1]).not.toHaveProperty('tempPassword');
    expect(sut.temporaryPassword).toEqual({ email: 'alan@bureau-of-clouds.com', password: 'Kq7mZ-4tRw9-Hn3pX' });
    sut.dismissTemporaryPassword();
    expect(sut.temporaryPassword).toBeNull();
  });

  it('leaves the rows as they were when the service refuses', async () => {
    const { transport, sut } = arrange();
    await sut.load(7);
    transport.refuseWith = { statusCode: 400, code: 'ONE_USER_ACTION', message: 'x' };

    const answer = await sut.act(7, 2, { disableUser: true });

    expect(answer.ok).toBe(false);
    expect(sut.users[0].is_disabled).toBe(false);
    expect(sut.acting.size).toBe(0);
  });

  it('keeps a failed load as an error, without rows', async () => {
    const { transport, sut } = arrange();
    transport.refuseWith = { statusCode: 404, code: 'ENTERPRISE_NOT_FOUND', message: 'Enterprise not found' };

    await sut.load(7);

    expect(sut).toMatchObject({ hasLoaded: false, users: [], error: { code: 'ENTERPRISE_NOT_FOUND' } });
  });
});
