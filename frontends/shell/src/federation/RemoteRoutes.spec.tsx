import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { useState } from 'react';
import type { ShellServices } from '../app/shell-services';
import { remoteLoaderOf, renderShell } from '../testing/render-shell';
import type { PortalHost } from '@weather/ui';
import { type FederationRuntime, RemoteLoader, RemoteUnavailableError } from './remote-loader';

const account = { name: 'account', entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] };

function Exploding(): never {
  throw new Error('the remote broke while rendering');
}

function openProfile(remoteLoader: ShellServices['remoteLoader'], language: 'en' | 'it' = 'en') {
  return renderShell({ path: '/profile', account: buildPortalUser(), signedIn: true, remotes: [account], remoteLoader, language });
}

describe('RemoteRoutes', () => {
  it("mounts the remote's routes under the top bar when its path opens", async () => {
    const loader = remoteLoaderOf(async () => [{ path: '/profile', element: <h1>Profile page</h1> }]);
    openProfile(loader);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeInTheDocument();
    expect(loader.loadRoutes).toHaveBeenCalledWith('account');
  });

  it('shows the retry message inside the frame when the remote does not load, and loads it on Retry', async () => {
    const user = userEvent.setup();
    const loader = remoteLoaderOf(
      () => Promise.reject(new RemoteUnavailableError('account')),
      async () => [{ path: '/profile', element: <h1>Profile page</h1> }],
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openProfile(loader);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeInTheDocument();

    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(loader.retry).toHaveBeenCalledWith('account');
    error.mockRestore();
  });

  it('tries a remote that keeps failing 3 times, then shows the retry message and asks no more until Retry', async () => {
    const user = userEvent.setup();
    const runtime: FederationRuntime = { registerRemotes: jest.fn(), loadRemote: jest.fn(() => Promise.reject(new Error('500 Internal Server Error'))) };
    const loader = new RemoteLoader(runtime, [account], { apiUrl: 'http://api.test' } as PortalHost, { retryDelaysMs: [10, 10] });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openProfile(loader);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    // The shell re-renders around the message (React retries a suspended render): no new download.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);

    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(6);
    error.mockRestore();
  });

  it('catches a remote page that throws while rendering', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openProfile(remoteLoaderOf(async () => [{ path: '/profile', element: <Exploding /> }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Part of the portal is not available right now');
    error.mockRestore();
  });

  it('says it in Italian', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openProfile(remoteLoaderOf(() => Promise.reject(new RemoteUnavailableError('account'))), 'it');
    expect(await screen.findByRole('heading', { name: 'Non è stato possibile caricare questa pagina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('keeps state of a remote page across re-renders of the shell', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button>;
    }
    const user = userEvent.setup();
    openProfile(remoteLoaderOf(async () => [{ path: '/profile', element: <Counter /> }]));
    await user.click(await screen.findByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeInTheDocument();
  });
});
