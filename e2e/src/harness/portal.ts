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
  /** PORTAL_FRAME_ANCESTORS: the sites that may frame /embeddedregister. */
  frameAncestors?: string;
}

/**
 * The sites the suite's portal lets frame /embeddedregister: pages the tests serve on 127.0.0.1,
 * any port (the portal and the API are on localhost, another site).
 */
export const EMBEDDING_SITE = 'http://127.0.0.1:*';

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
  if (options.frameAncestors) env.PORTAL_FRAME_ANCESTORS = options.frameAncestors;
  return startServer({
    name: options.name,
    command: process.execPath,
    args: [portalServer],
    env,
    readyUrl: `${portalUrlOf(options.port)}/config.json`,
  });
}
