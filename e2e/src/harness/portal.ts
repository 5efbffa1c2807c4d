// The real portal server (frontends/shell/server/serve.mjs) serving the built shell and remotes.
import { portalServer } from './paths';
import { startServer, type RunningServer } from './server-process';

export interface PortalOptions {
  /** Log file name; two portals run side by side. */
  name: string;
  port: number;
  apiUrl: string;
  /** Overrides frontends/remotes.json, e.g. to point a remote at a dead address. */
  remotesFile?: string;
}

export function portalUrlOf(port: number): string {
  return `http://localhost:${port}`;
}

export function startPortal(options: PortalOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORTAL_PORT: String(options.port),
    PORTAL_HOST: '127.0.0.1',
    PORTAL_API_URL: options.apiUrl,
  };
  if (options.remotesFile) env.PORTAL_REMOTES_FILE = options.remotesFile;
  return startServer({
    name: options.name,
    command: process.execPath,
    args: [portalServer],
    env,
    readyUrl: `${portalUrlOf(options.port)}/config.json`,
  });
}
