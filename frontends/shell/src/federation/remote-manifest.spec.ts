import { RemoteManifestError, loadRemoteManifest, parseRemoteManifest } from './remote-manifest';

describe(parseRemoteManifest.name, () => {
  it('reads each remote with its entry and mount paths', () => {
    expect(
      parseRemoteManifest({
        account: { entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] },
        admin: { entry: 'https://cdn.example/admin/remoteEntry.js', paths: ['/applications', '/impersonateUser'] },
      }),
    ).toEqual([
      { name: 'account', entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] },
      { name: 'admin', entry: 'https://cdn.example/admin/remoteEntry.js', paths: ['/applications', '/impersonateUser'] },
    ]);
  });

  it('accepts an empty manifest: a shell without remotes still works', () => {
    expect(parseRemoteManifest({})).toEqual([]);
  });

  it.each([
    ['an array', []],
    ['a bad name', { 'Bad-Name': { entry: '/x', paths: ['/x'] } }],
    ['a missing entry', { account: { paths: ['/profile'] } }],
    ['no paths', { account: { entry: '/x', paths: [] } }],
    ['a relative path', { account: { entry: '/x', paths: ['profile'] } }],
    ['a wildcard path', { account: { entry: '/x', paths: ['/profile/*'] } }],
  ])('refuses %s', (_case, value) => {
    expect(() => parseRemoteManifest(value)).toThrow(RemoteManifestError);
  });

  it('refuses two remotes claiming one path', () => {
    expect(() =>
      parseRemoteManifest({ account: { entry: '/a', paths: ['/profile'] }, other: { entry: '/b', paths: ['/profile'] } }),
    ).toThrow('/profile is claimed by both account and other');
  });
});

describe(loadRemoteManifest.name, () => {
  it('fetches /remotes.json', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ account: { entry: '/e', paths: ['/profile'] } });
    await expect(loadRemoteManifest(fetchJson)).resolves.toHaveLength(1);
    expect(fetchJson).toHaveBeenCalledWith('/remotes.json');
  });
});
