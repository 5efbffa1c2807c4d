import { buildPortalUser } from '@weather/ui/testing';
import { FakeAccountTransport } from '../testing/fake-account-transport';
import { FakeSession } from '@weather/ui/testing';
import { AvatarStore } from './AvatarStore';

function setup() {
  const user = buildPortalUser({ avatar: null });
  const transport = new FakeAccountTransport(user);
  const session = new FakeSession(user);
  return { sut: new AvatarStore(transport, session), transport, session };
}

describe(AvatarStore.name, () => {
  it('uploads, then clears, handing each new user to the shell', async () => {
    const { sut, session } = setup();
    await expect(sut.upload('data:image/png;base64,AA==')).resolves.toBe('updated');
    expect(session.user?.avatar).toBe('/v1/users/me/avatar?v=1');
    await expect(sut.clear()).resolves.toBe('cleared');
    expect(session.user?.avatar).toBeNull();
  });

  it("tells a refusal of the service from a failure without the service's answer", async () => {
    const { sut, transport, session } = setup();
    transport.avatarRefuseWith = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are not valid' };
    await expect(sut.upload('data:image/png;base64,AA==')).resolves.toBe('refused');
    expect(sut.error?.code).toBe('VALIDATION_FAILED');
    transport.avatarRefuseWith = { statusCode: 413, code: 'UNKNOWN_ERROR', message: 'Payload Too Large' };
    await expect(sut.upload('data:image/png;base64,AA==')).resolves.toBe('tooBig');
    transport.avatarRefuseWith = { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' };
    await expect(sut.upload('data:image/png;base64,AA==')).resolves.toBe('tooBig');
    expect(session.user?.avatar).toBeNull();
    sut.reset();
    expect(sut.error).toBeNull();
  });
});
