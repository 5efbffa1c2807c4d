import type { PortalHost, RemoteRoutesModule } from '@weather/ui';
import { type FederationRuntime, RemoteLoader, RemoteUnavailableError } from './remote-loader';
import { remoteUnavailablePlugin } from './remote-unavailable-plugin';

const account = { name: 'account', entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] };
const host = { apiUrl: 'http://api.test' } as PortalHost;
/** No waits between the tries in these tests. */
const NO_WAIT = { retryDelaysMs: [0, 0] };

/** The plugin's answer for a failed entry, as the runtime would hand it back from loadRemote. */
function unavailable(): unknown {
  const plugin = remoteUnavailablePlugin();
  const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
  return hook({ id: 'account/routes', error: new Error('404'), lifecycle: 'onLoad' });
}

function runtimeAnswering(...answers: Array<() => Promise<unknown>>) {
  const runtime = {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    loadRemote: jest.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no answer left'))))()),
  };
  return runtime as typeof runtime & FederationRuntime;
}

const routesModule: RemoteRoutesModule = {
  createRoutes: (portal) => [{ path: '/profile', element: portal.apiUrl }],
};

describe(RemoteLoader.name, () => {
  it('registers every remote of the manifest with the runtime', () => {
    const runtime = runtimeAnswering();
    new RemoteLoader(runtime, [account], host, NO_WAIT);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: account.entry }]);
  });

  it('loads the routes once and hands them the portal host', async () => {
    const runtime = runtimeAnswering(async () => routesModule);
    const sut = new RemoteLoader(runtime, [account], host, NO_WAIT);
    const first = sut.loadRoutes('account');
    expect(sut.loadRoutes('account')).toBe(first);
    await expect(first).resolves.toEqual([{ path: '/profile', element: 'http://api.test' }]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/routes');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('turns the plugin marker of a failed entry into RemoteUnavailableError', async () => {
    const sut = new RemoteLoader(runtimeAnswering(async () => unavailable(), async () => unavailable(), async () => unavailable()), [account], host, NO_WAIT);
    await expect(sut.loadRoutes('account')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('turns a rejection and a module without createRoutes into RemoteUnavailableError', async () => {
    for (const answer of [() => Promise.reject(new Error('script error')), async () => ({ somethingElse: true })]) {
      const sut = new RemoteLoader(runtimeAnswering(answer, answer, answer), [account], host, NO_WAIT);
      await expect(sut.loadRoutes('account')).rejects.toThrow(RemoteUnavailableError);
    }
  });

  it('tries a remote that does not load 3 times in all, re-registering it before each new try', async () => {
    const runtime = runtimeAnswering(async () => unavailable(), () => Promise.reject(new Error('script error')), async () => routesModule);
    const sut = new RemoteLoader(runtime, [account], host, NO_WAIT);
    await expect(sut.loadRoutes('account')).resolves.toHaveLength(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(3);
  });

  it('keeps a failure after the third try for every caller until Retry: no new download on each render', async () => {
    const runtime = runtimeAnswering(async () => unavailable(), async () => unavailable(), async () => unavailable(), async () => routesModule);
    const sut = new RemoteLoader(runtime, [account], host, NO_WAIT);
    const failed = sut.loadRoutes('account');
    await expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(sut.loadRoutes('account')).toBe(failed);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('waits the configured time between tries', async () => {
    jest.useFakeTimers();
    try {
      const runtime = runtimeAnswering(async () => unavailable(), async () => routesModule);
      const loaded = new RemoteLoader(runtime, [account], host).loadRoutes('account');
      await jest.advanceTimersByTimeAsync(499);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(loaded).resolves.toHaveLength(1);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not try again when the remote loaded but its createRoutes threw', async () => {
    const runtime = runtimeAnswering(async () => ({ createRoutes: () => { throw new Error('broken remote'); } }), async () => routesModule);
    const sut = new RemoteLoader(runtime, [account], host, NO_WAIT);
    await expect(sut.loadRoutes('account')).rejects.toThrow('broken remote');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote the manifest does not list', async () => {
    const sut = new RemoteLoader(runtimeAnswering(), [account], host);
    await expect(sut.loadRoutes('admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('retries a failed remote afresh after re-registering it', async () => {
    const runtime = runtimeAnswering(async () => unavailable(), async () => unavailable(), async () => unavailable(), async () => routesModule);
    const sut = new RemoteLoader(runtime, [account], host, NO_WAIT);
    await expect(sut.loadRoutes('account')).rejects.toBeInstanceOf(RemoteUnavailableError);
    sut.retry('account');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'account', entry: account.entry }], { force: true });
    await expect(sut.loadRoutes('account')).resolves.toHaveLength(1);
  });
});

describe(remoteUnavailablePlugin.name, () => {
  it('answers only at the final load stage, never for a manifest', () => {
    const hook = remoteUnavailablePlugin().errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
    expect(hook({ id: 'x', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'x', error: new Error('down'), lifecycle: 'onLoad' })).toBeDefined();
  });
});
