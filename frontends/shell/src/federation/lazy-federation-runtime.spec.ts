import { LazyFederationRuntime } from './lazy-federation-runtime';
import type { FederationRuntime } from './remote-loader';

const account = { name: 'account', entry: '/remotes/account/mf-manifest.json' };
const admin = { name: 'admin', entry: '/remotes/admin/mf-manifest.json' };

function fakeRuntime() {
  const calls: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => calls.push(`register ${remotes.map(({ name }) => name).join(',')}${options?.force ? ' force' : ''}`),
    loadRemote: async <T>(id: string) => {
      calls.push(`load ${id}`);
      return id as T;
    },
  };
  return { runtime, calls };
}

describe(LazyFederationRuntime.name, () => {
  it('does not start the runtime until the first remote loads', async () => {
    const start = jest.fn(async () => fakeRuntime().runtime);
    const sut = new LazyFederationRuntime(start);
    sut.registerRemotes([account, admin]);
    expect(start).not.toHaveBeenCalled();
    await sut.loadRemote('account/routes');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('hands over the remotes registered before the start, then loads', async () => {
    const { runtime, calls } = fakeRuntime();
    const sut = new LazyFederationRuntime(async () => runtime);
    sut.registerRemotes([account, admin]);
    await expect(sut.loadRemote('admin/routes')).resolves.toBe('admin/routes');
    expect(calls).toEqual(['register account,admin', 'load admin/routes']);
  });

  it('starts once for loads at the same time', async () => {
    const { runtime } = fakeRuntime();
    const start = jest.fn(async () => runtime);
    const sut = new LazyFederationRuntime(start);
    await Promise.all([sut.loadRemote('account/routes'), sut.loadRemote('admin/routes')]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('passes a registration after the start (a retry forgetting a remote) before the next load', async () => {
    const { runtime, calls } = fakeRuntime();
    const sut = new LazyFederationRuntime(async () => runtime);
    sut.registerRemotes([account]);
    await sut.loadRemote('account/routes');
    sut.registerRemotes([account], { force: true });
    await sut.loadRemote('account/routes');
    expect(calls).toEqual(['register account', 'load account/routes', 'register account force', 'load account/routes']);
  });

  it('tries the start again after its chunk failed to load', async () => {
    const { runtime, calls } = fakeRuntime();
    const start = jest.fn<Promise<FederationRuntime>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(runtime);
    const sut = new LazyFederationRuntime(start);
    sut.registerRemotes([account]);
    await expect(sut.loadRemote('account/routes')).rejects.toThrow('ChunkLoadError');
    await expect(sut.loadRemote('account/routes')).resolves.toBe('account/routes');
    expect(calls).toEqual(['register account', 'load account/routes']);
  });
});
