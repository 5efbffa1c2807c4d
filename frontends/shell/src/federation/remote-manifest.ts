/**
 * /remotes.json: which remotes exist, where their federation entry is, and under which paths the
 * shell mounts their routes (docs/adr/0301). Adding a remote is a folder plus an entry here; a team
 * redeploys its remote without rebuilding the shell.
 *
 *   { "account": { "entry": "/remotes/account/mf-manifest.json", "paths": ["/profile"] } }
 */
export interface RemoteDefinition {
  /** Federation name, also the key in /remotes.json. */
  name: string;
  /** The remote's mf-manifest.json or remoteEntry.js URL, absolute or relative to the portal. */
  entry: string;
  /** Absolute route paths owned by the remote, e.g. `/profile`; the shell mounts `/profile/*`. */
  paths: string[];
}

export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';
}

const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
const MOUNT_PATH = /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function parseRemoteManifest(value: unknown): RemoteDefinition[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RemoteManifestError('remotes.json must be an object of remotes by name');
  }
  const seenPaths = new Map<string, string>();
  return Object.entries(value as Record<string, unknown>).map(([name, definition]) => {
    if (!REMOTE_NAME.test(name)) throw new RemoteManifestError(`remotes.json: "${name}" is not a valid remote name`);
    if (typeof definition !== 'object' || definition === null) throw new RemoteManifestError(`remotes.json: ${name} must be an object`);
    const { entry, paths } = definition as Record<string, unknown>;
    if (typeof entry !== 'string' || entry === '') throw new RemoteManifestError(`remotes.json: ${name}.entry must be a URL`);
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === 'string' && MOUNT_PATH.test(path))) {
      throw new RemoteManifestError(`remotes.json: ${name}.paths must list absolute paths such as "/profile"`);
    }
    for (const path of paths as string[]) {
      const owner = seenPaths.get(path);
      if (owner) throw new RemoteManifestError(`remotes.json: ${path} is claimed by both ${owner} and ${name}`);
      seenPaths.set(path, name);
    }
    return { name, entry, paths: paths as string[] };
  });
}

export async function loadRemoteManifest(fetchJson: (url: string) => Promise<unknown>, url = '/remotes.json'): Promise<RemoteDefinition[]> {
  return parseRemoteManifest(await fetchJson(url));
}
