// The whole comparison (docs/adr/0401): the real /login against the same sign-in page built
// without federation (the gate) and against a bare React + Fluent page (information), all in the
// same chromium, measured the same way, plus what each remote weighs. Starts its own API, portal and
// reference servers on free ports.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, identityCommand, launchChromium, portalUrlOf, startIdentity, startPortal, type RunningServer } from '@weather/e2e/servers';
import type { Browser, Page } from 'playwright-core';
import { buildReference, referenceDir } from './build-reference';
import { measureFirstAndTouched, measurePage, recordDownloads, weightOf, type PageWeight } from './measure-page';
import { compareSlowLoads, type SlowLoadResult } from './measure-slow-load';
import { screenshotsDir } from './paths';
import { remoteDefinitions, remoteFiles, type RemoteDefinition } from './remote-sizes';
import { serveFolder } from './static-server';
import { ratioOf, verdict, type RemoteWeight, type WeightResult } from './weight-report';

const admin = { email: 'weight.bench@bench.example.com', password: 'Barometer-Lantern-Orbit-5521' };

const signInShown = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });

/** The first touch of /login: an email typed, until the password field shows (the shell then asked the API). */
const typeEmail = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).waitFor({ timeout: 15_000 });
};

const isRemoteFile = (name: string) => (url: string) => new URL(url).pathname.startsWith(`/remotes/${name}/`);

async function remoteOnRoute(browser: Browser, portalUrl: string, apiUrl: string, remote: RemoteDefinition): Promise<PageWeight> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const answer = await context.request.post(`${apiUrl}/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: portalUrl },
      data: admin,
    });
    if (answer.status() !== 200) throw new Error(`the bench's sign-in answered ${answer.status()}: ${await answer.text()}`);
    const page = await context.newPage();
    const downloads = recordDownloads(page);
    const url = `${portalUrl}${remote.paths[0]}`;
    await page.goto(url);
    // The page's heading first: the network can rest for 500 ms while the code starts, before the
    // remote is even asked for.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const files = (await downloads.collect()).filter((file) => isRemoteFile(remote.name)(file.url));
    return weightOf(url, files);
  } finally {
    await context.close();
  }
}

export interface MeasureOptions {
  log?: (line: string) => void;
  /** Also time /login and the bare page on a slow phone, this many times each (the bench; not the browser suite). */
  slowPhoneRuns?: number;
}

export async function measureWeight({ log = () => undefined, slowPhoneRuns = 0 }: MeasureOptions = {}): Promise<WeightResult & { slowPhone?: SlowLoadResult }> {
  // One after the other: each build takes ~1 GB and both cores.
  for (const name of ['sign-in', 'bare'] as const) {
    log(`• building the ${name} reference (skipped when unchanged)…`);
    log((await buildReference(name)).rebuilt ? '  built' : '  up to date');
  }

  const tempDir = mkdtempSync(join(tmpdir(), 'weather-bench-'));
  const servers: RunningServer[] = [];
  const [apiPort, portalPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const portalUrl = portalUrlOf(portalPort);
  // The sign-in reference calls the API like the portal does (the session check), from its own origin.
  const signInSite = await serveFolder(referenceDir('sign-in'), { '/config.json': { apiUrl, helpUrl: 'https://help.weather.example.com' } });
  const bareSite = await serveFolder(referenceDir('bare'));
  let browser: Browser | undefined;
  try {
    log('• starting the API and the portal…');
    const identity = { port: apiPort, dataDir: join(tempDir, 'data'), portalOrigins: [portalUrl, signInSite.url] };
    servers.push(await startIdentity({ ...identity, logName: 'bench-identity' }));
    await identityCommand(identity, ['create-admin', '--email', admin.email, '--password', admin.password]);
    servers.push(await startPortal({ name: 'bench-portal', port: portalPort, apiUrl }));

    log('• measuring in chromium…');
    browser = await launchChromium();
    mkdirSync(screenshotsDir, { recursive: true });
    const reference = await measurePage(browser, `${signInSite.url}/login`, signInShown, join(screenshotsDir, 'weight-reference-sign-in.png'));
    const bare = await measurePage(browser, `${bareSite.url}/`, signInShown, join(screenshotsDir, 'weight-reference-bare.png'));
    const { first: login, touched: loginTouched } = await measureFirstAndTouched(
      browser,
      `${portalUrl}/login`,
      signInShown,
      join(screenshotsDir, 'weight-login.png'),
      typeEmail,
    );
    const remotes: Record<string, RemoteWeight> = {};
    for (const remote of remoteDefinitions()) {
      remotes[remote.name] = { files: remoteFiles(remote.name), loadedOnRoute: await remoteOnRoute(browser, portalUrl, apiUrl, remote) };
    }
    let slowPhone: SlowLoadResult | undefined;
    if (slowPhoneRuns > 0) {
      log(`• the slow phone: /login and the bare page ${slowPhoneRuns} times each…`);
      slowPhone = await compareSlowLoads(browser, `${portalUrl}/login`, `${bareSite.url}/`, slowPhoneRuns);
      log(`  /login ${slowPhone.login.map(Math.round).join(', ')} ms; bare ${slowPhone.bare.map(Math.round).join(', ')} ms`);
    }
    return {
      slowPhone,
      measuredAt: new Date().toISOString(),
      reference,
      bare,
      login,
      loginTouched,
      ...verdict(reference, login),
      bareRatio: ratioOf(bare, login),
      remoteFilesOnLogin: login.files.map((file) => file.url).filter((url) => new URL(url).pathname.startsWith('/remotes/')),
      remotes,
    };
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await signInSite.close();
    await bareSite.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}
