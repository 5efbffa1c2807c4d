// Builds the two weight references (docs/adr/0401) with the portal's own webpack configuration
// function, federation off, in production mode. A build costs ~30 s and ~1 GB, so each is skipped
// when nothing that shapes it changed since its last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir, referenceOutputDir, repoRoot } from './paths';

export type ReferenceName = 'sign-in' | 'bare';

interface ReferenceSpec {
  entry: string;
  htmlTemplate: string;
  /** Files and folders whose content shapes the build, besides the shared ones below. */
  inputs: string[];
}

const references: Record<ReferenceName, ReferenceSpec> = {
  // The shell's own sign-in page without federation: the gate's reference.
  'sign-in': {
    entry: './reference/sign-in/index.tsx',
    htmlTemplate: '../frontends/shell/public/index.html',
    inputs: [
      join(benchDir, 'reference', 'sign-in'),
      join(repoRoot, 'frontends', 'shell', 'src'),
      join(repoRoot, 'frontends', 'shell', 'public'),
      join(repoRoot, 'packages', 'ui', 'src'),
      join(repoRoot, 'packages', 'validation', 'src'),
      // Which build a bundler takes (the 'module' condition) is in the manifests.
      join(repoRoot, 'packages', 'validation', 'package.json'),
      join(repoRoot, 'packages', 'api-client', 'src'),
      join(repoRoot, 'packages', 'api-client', 'package.json'),
    ],
  },
  // A bare React + Fluent page with the same visible parts: information only, the floor.
  bare: {
    entry: './reference/bare/index.tsx',
    htmlTemplate: './reference/bare/index.html',
    inputs: [join(benchDir, 'reference', 'bare'), join(repoRoot, 'packages', 'ui', 'src', 'theme')],
  },
};

const sharedInputs = [join(repoRoot, 'packages', 'ui', 'webpack'), join(repoRoot, 'package-lock.json')];

/** Every file under the given paths, sorted, without tests and installed or built folders. */
function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !['node_modules', 'dist', '.tmp'].includes(name) && !/\.spec\.tsx?$/.test(name))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function buildKey(spec: ReferenceSpec): string {
  const hash = createHash('sha256');
  for (const file of [...spec.inputs, ...sharedInputs].flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

export interface ReferenceBuild {
  dir: string;
  /** False when the previous build was still current. */
  rebuilt: boolean;
}

export function referenceDir(name: ReferenceName): string {
  return join(referenceOutputDir, name);
}

export async function buildReference(name: ReferenceName, { force = false } = {}): Promise<ReferenceBuild> {
  const spec = references[name];
  const dir = referenceDir(name);
  const keyFile = join(dir, '.build-key');
  const key = buildKey(spec);
  if (!force && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return { dir, rebuilt: false };

  const { createPortalConfig } = await import('@weather/ui/webpack');
  const { default: webpack } = await import('webpack');
  const configure = createPortalConfig({
    appDir: benchDir,
    name: `weight_reference_${name.replace('-', '_')}`,
    entry: spec.entry,
    federation: false,
    htmlTemplate: spec.htmlTemplate,
    outputDir: dir,
  });
  // Untouched, as the shell gets it: the comparison is only fair with the same settings.
  const config = configure({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  writeFileSync(keyFile, key);
  return { dir, rebuilt: true };
}
