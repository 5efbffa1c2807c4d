// Starts the stacks the browser tests drive, one per jest worker (docs/adr/0400): each an identity API
// on a fresh SQLite database, the test accounts, the example applications, the portal, and a second
// portal whose account remote points at a dead address. The test peers (DNS, social providers, SAML
// identity provider) answer any stack, so they are started once.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Config } from '@jest/types';
import { startSamlIdp, startSocialProviderServer, startTestDnsServer } from '@weather/test-peers';
import { createAccounts } from './accounts';
import { startExampleApps } from './example-apps';
import { freePort } from './free-port';
import { startIdentity } from './identity';
import { exampleAppMain, identityCli, identityMain, logsDir, portalServer, remotesManifest, repoRoot } from './paths';
import { EMBEDDING_SITE, portalUrlOf, startPortal } from './portal';
import type { RunningServer } from './server-process';
import { type Stack, stackFilesVariable } from './stack';

export interface StartedStack {
  servers: RunningServer[];
  tempDir: string;
}

/** Read by the global teardown, which runs in the same process. */
export const startedStackKey = '__weatherE2eStack';

/** Free ports, none of them handed out before in this process (two stacks start side by side). */
const handedOut = new Set<number>();
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    ports.push(port);
  }
  return ports;
}

/** The remote manifest with the account remote moved to an address where nothing listens. */
function writeBrokenRemotesFile(stackDir: string, deadPort: number): string {
  const manifest = JSON.parse(readFileSync(remotesManifest, 'utf8')) as Record<string, { entry: string }>;
  if (!manifest.account) throw new Error(`${remotesManifest} names no account remote`);
  manifest.account.entry = `http://localhost:${deadPort}/remotes/account/mf-manifest.json`;
  const file = join(stackDir, 'remotes-broken.json');
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

interface Peers {
  dnsAddress: string;
  dnsZoneDir: string;
  socialProviders: Record<string, string>;
  samlIdpMetadataUrl: string;
}

/**
 * How many stacks: one per worker jest may use (E2E_WORKERS, as jest.config.js reads it), but no
 * more than the test files this run matches (a single file needs one).
 */
function stackCount(globalConfig: Config.GlobalConfig): number {
  const testsDir = join(__dirname, '..', '..', 'tests');
  const files = readdirSync(testsDir).filter((name) => name.endsWith('.e2e.ts')).map((name) => join(testsDir, name));
  const matcher = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  const matched = globalConfig.testPathPatterns.isSet() ? files.filter((file) => matcher.isMatch(file)).length : files.length;
  return Math.max(1, Math.min(globalConfig.maxWorkers, matched));
}

/** One stack in its own folder; `suffix` keeps its log files apart from another stack's. */
async function startStack(tempDir: string, index: number, peers: Peers, started: StartedStack): Promise<string> {
  const suffix = index === 0 ? '' : `-${index + 1}`;
  const stackDir = join(tempDir, `stack-${index + 1}`);
  mkdirSync(stackDir, { recursive: true });
  const [apiPort, portalPort, brokenPortalPort, deadPort] = await distinctFreePorts(4);
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = portalUrlOf(portalPort);
  const brokenRemotePortalUrl = portalUrlOf(brokenPortalPort);
  const identity = {
    port: apiPort,
    dataDir: join(stackDir, 'data'),
    portalOrigins: [portalUrl, brokenRemotePortalUrl],
    dnsServers: peers.dnsAddress,
    socialProviders: peers.socialProviders,
    samlMetadataAllowedHosts: '127.0.0.1',
  };

  started.servers.push(await startIdentity({ ...identity, logName: `identity${suffix}` }));
  // Before any account exists: the applications' webhooks must reach the suite's own example apps.
  const exampleApps = await startExampleApps(identity, apiUrl, portalUrl, stackDir, `example-apps${suffix}`);
  started.servers.push(exampleApps.server);
  const users = await createAccounts(identity, apiUrl, portalUrl);
  started.servers.push(await startPortal({ name: `portal${suffix}`, port: portalPort, apiUrl, frameAncestors: EMBEDDING_SITE }));
  started.servers.push(
    await startPortal({ name: `portal-broken-remote${suffix}`, port: brokenPortalPort, apiUrl, remotesFile: writeBrokenRemotesFile(stackDir, deadPort) }),
  );

  const stack: Stack = { apiUrl, portalUrl, identity, brokenRemotePortalUrl, users, exampleApps: exampleApps.apps, dnsZoneDir: peers.dnsZoneDir, samlIdpMetadataUrl: peers.samlIdpMetadataUrl };
  const stackFile = join(stackDir, 'stack.json');
  writeFileSync(stackFile, JSON.stringify(stack, null, 2));
  return stackFile;
}

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  requireBuilds();
  rmSync(logsDir, { recursive: true, force: true });
  mkdirSync(logsDir, { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'weather-e2e-'));
  const started: StartedStack = { servers: [], tempDir };
  (globalThis as Record<string, unknown>)[startedStackKey] = started;
  try {
    const dnsZoneDir = join(tempDir, 'dns-zone');
    // The tests run in worker processes: they publish DNS records as files in the zone folder.
    const dns = await startTestDnsServer({ zoneDir: dnsZoneDir });
    started.servers.push(peer('dns', dns.close));
    const facebook = await startSocialProviderServer('facebook', { consent: 'page' });
    started.servers.push(peer(facebook.name, facebook.stop));
    const linkedin = await startSocialProviderServer('linkedin', { consent: 'page' });
    started.servers.push(peer(linkedin.name, linkedin.stop));
    const samlIdp = await startSamlIdp();
    started.servers.push(peer('saml-idp', samlIdp.close));
    const peers: Peers = {
      dnsAddress: dns.address,
      dnsZoneDir,
      socialProviders: { ...facebook.environment(), ...linkedin.environment() },
      samlIdpMetadataUrl: samlIdp.metadataUrl,
    };
    const count = stackCount(globalConfig);
    const stackFiles = await Promise.all(Array.from({ length: count }, (_, index) => startStack(tempDir, index, peers, started)));
    process.env[stackFilesVariable] = stackFiles.join(delimiter);
  } catch (error) {
    // jest skips the teardown when the setup fails: clean up here.
    await Promise.all(started.servers.map((server) => server.stop()));
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}
