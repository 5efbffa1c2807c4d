// Issue 2 "Weight" (docs/adr/0401): the login page's initial download (JS + CSS, gzip) stays within
// 1.25x of the same sign-in page built without federation, and no remote loads for it. Runs the
// bench (`npm run weight -w @weather/bench`), which builds the references with the portal's own
// webpack configuration and measures every page in chromium. Sizes, not timings: stable enough to
// gate on.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../src/harness';

const run = promisify(execFile);

interface MeasuredPage {
  gzipBytes: number;
  files: { url: string; gzipBytes: number }[];
}

interface WeightResult {
  reference: MeasuredPage;
  bare: MeasuredPage;
  login: MeasuredPage;
  loginTouched: MeasuredPage | null;
  ratio: number;
  bareRatio: number;
  remoteFilesOnLogin: string[];
  remotes: Record<string, { files: { gzipBytes: number }; loadedOnRoute: { gzipBytes: number } }>;
}

/** The bench's exit code says PASS (0) or FAIL (1); anything else is a broken measurement. */
async function measure(): Promise<{ result: WeightResult; report: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'weather-weight-'));
  const out = join(dir, 'weight.json');
  try {
    const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
    const bench = join(repoRoot, 'bench', 'src', 'weight.ts');
    const report = await run(tsx, [bench, '--json-out', out], { cwd: join(repoRoot, 'bench'), maxBuffer: 10 * 1024 * 1024 }).then(
      ({ stdout }) => stdout,
      (error: { code?: number; stdout?: string; stderr?: string }) => {
        if (error.code !== 1) throw new Error(`the weight bench failed (exit ${error.code}):\n${error.stdout}\n${error.stderr}`, { cause: error });
        return error.stdout ?? '';
      },
    );
    return { result: JSON.parse(readFileSync(out, 'utf8')) as WeightResult, report };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('login page weight', () => {
  let measured: { result: WeightResult; report: string };

  beforeAll(async () => {
    measured = await measure();
  }, 600_000);

  it('stays within 1.25x of the same sign-in page built without federation', () => {
    const { result, report } = measured;
    expect(result.reference.gzipBytes).toBeGreaterThan(0);
    // The bare page has no router, i18n, state or API client: lighter than the sign-in page.
    expect(result.bare.gzipBytes).toBeLessThan(result.reference.gzipBytes);
    // The whole report in the failure message: which files the page pays for.
    expect({ ratio: Number(result.ratio.toFixed(3)), withinLimit: result.ratio <= 1.25, report }).toEqual(
      expect.objectContaining({ withinLimit: true }),
    );
  });

  it('first downloads at most 1.25x the bare React + Fluent page, the shell following once an email is typed (ADR 0424)', () => {
    const { result, report } = measured;
    expect({ bareRatio: Number(result.bareRatio.toFixed(3)), withinLimit: result.bareRatio <= 1.25, report }).toEqual(
      expect.objectContaining({ withinLimit: true }),
    );
    const shellDist = join(repoRoot, 'frontends', 'shell', 'dist');
    const sourcesOf = (files: { url: string }[]) =>
      files.flatMap((file) => (JSON.parse(readFileSync(join(shellDist, `${basename(new URL(file.url).pathname)}.map`), 'utf8')) as { sources: string[] }).sources);
    const library = /node_modules\/(mobx|react-router|i18next)\//;
    expect(sourcesOf(result.login.files).filter((source) => library.test(source))).toEqual([]);
    expect(result.loginTouched?.files.length).toBeGreaterThan(0);
    const touchedLibraries = new Set(sourcesOf(result.loginTouched?.files ?? []).map((source) => library.exec(source)?.[1]).filter(Boolean));
    expect([...touchedLibraries].sort()).toEqual(['i18next', 'mobx', 'react-router']);
  });

  it.each(['reference', 'bare'] as const)('counts every file of the %s page as built (the browser measurement misses nothing)', (name) => {
    const dist = join(repoRoot, 'bench', 'dist', 'reference', name === 'reference' ? 'sign-in' : 'bare');
    const page = measured.result[name];
    const fetched = new Set(page.files.map((file) => basename(new URL(file.url).pathname)));
    const builtFiles = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file));
    const gzipOf = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    // What the browser fetched is counted at its built size.
    expect(page.gzipBytes).toBe(builtFiles.filter((file) => fetched.has(file)).reduce((sum, file) => sum + gzipOf(file), 0));
    // What it did not fetch can only be the sign-in page's lazy chunks: the magic code modal and
    // the dialog package only it uses (docs/adr/0303), and the passkey library a passkey prompt
    // loads when it opens (docs/adr/0903). The bare page has none.
    const notFetched = builtFiles.filter((file) => !fetched.has(file));
    const lazyOnly = notFetched.filter((file) => {
      const sources = (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
      return sources.some((source) => /pages\/login\/magic-code\/|node_modules\/@fluentui\/react-dialog\/|node_modules\/@simplewebauthn\/browser\//.test(source));
    });
    expect(notFetched).toEqual(name === 'bare' ? [] : lazyOnly);
  });

  it('does not load the federation runtime for /login (ADR 0422: it comes with the first remote)', () => {
    const shellDist = join(repoRoot, 'frontends', 'shell', 'dist');
    const sourcesOf = (url: string) =>
      (JSON.parse(readFileSync(join(shellDist, `${basename(new URL(url).pathname)}.map`), 'utf8')) as { sources: string[] }).sources;
    const loginSources = measured.result.login.files.flatMap((file) => sourcesOf(file.url));
    expect(loginSources.length).toBeGreaterThan(0);
    expect(loginSources.filter((source) => source.includes('node_modules/@module-federation/'))).toEqual([]);
    // The runtime is in the shell's build, in a chunk of its own.
    const runtimeChunks = readdirSync(shellDist).filter((file) => file.endsWith('.js.map') && JSON.parse(readFileSync(join(shellDist, file), 'utf8')).sources.some((source: string) => source.includes('node_modules/@module-federation/runtime-core/')));
    expect(runtimeChunks).toHaveLength(1);
  });

  it('loads no remote for /login, and each remote when its route opens', () => {
    const { result } = measured;
    expect(result.remoteFilesOnLogin).toEqual([]);
    expect(Object.keys(result.remotes).length).toBeGreaterThan(0);
    for (const remote of Object.values(result.remotes)) expect(remote.loadedOnRoute.gzipBytes).toBeGreaterThan(0);
  });
});
