// Starts the bare baseline server (baselines/bare-server.ts) on the identity server's database.
import { join } from 'node:path';
import type { BenchContext } from '../scenario';
import { benchDir } from '../paths';
import { freePort, startServer } from '@weather/e2e/servers';
import { BENCH_KEYS_ENCRYPTION_KEY, type IdentityServer } from './identity-server';

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBareServer(context: BenchContext, identity: IdentityServer): Promise<BareServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startServer({
    name: 'bare server',
    command: process.execPath,
    args: ['--import', 'tsx', join(benchDir, 'src', 'baselines', 'bare-server.ts')],
    cwd: benchDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      BENCH_ISSUER: identity.url,
      // To open the service's signing key, sealed at rest (ADR 0239).
      KEYS_ENCRYPTION_KEY: BENCH_KEYS_ENCRYPTION_KEY,
      ...(identity.database.engine === 'sqlite' ? { BENCH_SQLITE_PATH: identity.database.path } : { BENCH_DATABASE_URL: identity.database.url }),
    },
    logFile: join(context.workDir, `bare-${port}.log`),
    readyUrl: `${url}/health`,
  });
  return { url, pid: child.pid, stop: () => child.stop() };
}
