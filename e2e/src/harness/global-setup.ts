// Starts the stack the browser tests drive: the identity API on a fresh SQLite database, the test
// accounts, the portal, and a second portal whose account remote points at a dead address.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSamlIdp, startSocialProviderServer, startTestDnsServer } from '@weather/test-peers';
import { createAccounts } from './accounts';
import { startExampleApps } from './example-apps';
import { freePort } from './free-port';
import { startIdentity } from './identity';
import { exampleAppMain, identityCli, identityMain, logsDir, portalServer, remotesManifest, repoRoot } from './paths';
import { EMBEDDING_SITE, portalUrlOf, startPortal } from './portal';
import type { RunningServer } from './server-process';
import { type Stack, stackFileVariable } from './stack';

export interface StartedStack {
  servers: RunningServer[];
  tempDir: string;
}

/** Read by the global teardown, which runs in the same process. */
export const startedStackKey = '__weatherE2eStack';

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The remote manifest with the account remote moved to an address where nothing listens. */
function writeBrokenRemotesFile(tempDir: string, deadPort: number): string {
  const manifest = JSON.parse(readFileSync(remotesManifest, 'utf8')) as Record<string, { entry: string }>;
  if (!manifest.account) throw new Error(`${remotesManifest} names no account remote`);
  manifest.account.entry = `http://localhost:${deadPort}/remotes/account/mf-manifest.json`;
  const file = join(tempDir, 'remotes-broken.json');
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  return file;
}

/** A test peer runs in this process: no pid or log file of its own. */
function peer(name: string, stop: () => Promise<void>): RunningServer {
  return { name, pid: process.pid, logFile: '', stop };
}

/** The suite runs the builds; say which one is missing instead of failing inside a server. */
function requireBuilds(): void {
  const shellIndex = join(repoRoot, 'frontends', 'shell', 'dist', 'index.html');
  const missing = [identityMain, identityCli, portalServer, shellIndex, exampleAppMain].filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`Build first (npm run build at the repository root); missing:\n${missing.join('\n')}`);
}

export default async function globalSetup(): Promise<void> {
  requireBuilds();
  rmSync(logsDir, { recursive: true, force: true });
  mkdirSync(logsDir, { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'weather-e2e-'));
  const started: StartedStack = { servers: [], tempDir };
  (globalThis as Record<string, unknown>)[startedStackKey] = started;
  try {
    const [apiPort, portalPort, brokenPortalPort, deadPort] = await distinctFreePorts(4);
    const apiUrl = `http://localhost:${apiPort}`;
    const portalUrl = portalUrlOf(portalPort);
    const brokenRemotePortalUrl = portalUrlOf(brokenPortalPort);
    const dnsZoneDir = join(tempDir, 'dns-zone');
    // The tests run in a worker process: they publish DNS records as files in the zone folder.
    const dns = await startTestDnsServer({ zoneDir: dnsZoneDir });
    started.servers.push(peer('dns', dns.close));
    const facebook = await startSocialProviderServer('facebook', { consent: 'page' });
    started.servers.push(peer(facebook.name, facebook.stop));
    const linkedin = await startSocialProviderServer('linkedin', { consent: 'page' });
    started.servers.push(peer(linkedin.name, linkedin.stop));
    const samlIdp = await startSamlIdp();
    started.servers.push(peer('saml-idp', samlIdp.close));
    const identity = {
      port: apiPort,
      dataDir: join(tempDir, 'data'),
      portalOrigins: [portalUrl, brokenRemotePortalUrl],
      dnsServers: dns.address,
      socialProviders: { ...facebook.environment(), ...linkedin.environment() },
      samlMetadataAllowedHosts: '127.0.0.1',
    };

    started.servers.push(await startIdentity(identity));
    // Before any account exists: the applications' webhooks must reach the suite's own example apps.
    const exampleApps = await startExampleApps(identity, apiUrl, portalUrl, tempDir);
    started.servers.push(exampleApps.server);
    const users = await createAccounts(identity, apiUrl, portalUrl);
    started.servers.push(await startPortal({ name: 'portal', port: portalPort, apiUrl, frameAncestors: EMBEDDING_SITE }));
    started.servers.push(
      await startPortal({ name: 'portal-broken-remote', port: brokenPortalPort, apiUrl, remotesFile: writeBrokenRemotesFile(tempDir, deadPort) }),
    );

    const stack: Stack = { apiUrl, portalUrl, identity, brokenRemotePortalUrl, users, exampleApps: exampleApps.apps, dnsZoneDir, samlIdpMetadataUrl: samlIdp.metadataUrl };
    const stackFile = join(tempDir, 'stack.json');
    writeFileSync(stackFile, JSON.stringify(stack, null, 2));
    process.env[stackFileVariable] = stackFile;
  } catch (error) {
    // jest skips the teardown when the setup fails: clean up here.
    await Promise.all(started.servers.map((server) => server.stop()));
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}
