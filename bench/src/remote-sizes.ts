// Each remote's size: its files as built (remoteEntry plus the chunks of what it exposes, from its
// mf-manifest.json), and what a browser fetches from it when one of its routes opens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './gzip-size';
import { frontendsDir } from './paths';

export interface RemoteDefinition {
  name: string;
  entry: string;
  paths: string[];
}

export interface RemoteFiles {
  name: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/** The remotes the portal loads, from frontends/remotes.json. */
export function remoteDefinitions(file = join(frontendsDir, 'remotes.json')): RemoteDefinition[] {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { entry: string; paths: string[] }>;
  return Object.entries(manifest).map(([name, { entry, paths }]) => ({ name, entry, paths }));
}

/**
 * remoteEntry.js and the chunks its exposed modules need, gzip. Shared-package fallbacks are left
 * out: the shell provides those, so a browser fetches them from the remote only if the shell lacks one.
 */
export function remoteFiles(name: string): RemoteFiles {
  const dist = join(frontendsDir, name, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const entry = join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const exposed = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]);
  const files = [...new Set([entry, ...exposed])].map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(dist, file))) }));
  return { name, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
