/**
 * The portal's shared set (docs/adr/0300-shared-set-and-weight.md).
 *
 * Never @fluentui/react-components: a singleton is bundled whole, about 320 KB gzip, while the
 * sign-in page uses a tenth of it. Every entry is a non-eager singleton, so a page downloads only
 * the shared modules it imports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Modules holding React contexts or global state that the shell and its remotes must have once.
 * Everything else (Fluent component packages, react-i18next, mobx-react-lite, the API client) is
 * bundled by each app and tree-shaken there: a shared module is bundled whole, and a component
 * duplicated in a remote costs only that remote's page, while sharing it costs the sign-in page.
 */
export const sharedPackages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-dom and Fluent's context selector both schedule through it: one queue.
  'scheduler',
  // The router through its facade: one instance, only the API the portal uses.
  '@weather/ui/router',
  // Observables must come from one MobX to be tracked across the boundary; mobx-react-lite and
  // react-i18next need not be shared: a remote wraps its pages in its own I18nextProvider around the
  // i18n instance the shell hands over (docs/adr/0302).
  'mobx',
  // Not for its state (the instance is handed over) but its weight: react-i18next imports one helper
  // from it, and the module cannot be tree-shaken, so each remote would carry all of it again.
  'i18next',
  // Fluent's cross-cutting state: theme, provider and portal contexts; the style renderer and the
  // class lookup table that mergeClasses reads (two copies of @griffel/core merge classes wrongly).
  // Tabster keeps one instance per window by itself, so react-tabster needs no sharing.
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@griffel/core',
];

/** The package a request belongs to: `react-dom/client` -> `react-dom`, `@a/b/c` -> `@a/b`. */
export function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The installed version of a package as seen from an app folder, or null when it is absent. */
export function installedVersion(appDir, packageName) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let entry;
  try {
    entry = require.resolve(packageName);
  } catch {
    return null;
  }
  // Walk up from the entry to the package's own package.json: not every package exports it.
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (manifest.name === packageName) return manifest.version;
    } catch {
      // No package.json at this level (or a nested one without a name): keep climbing.
    }
  }
  return null;
}

/**
 * ModuleFederationPlugin `shared` for an app: each package of the set that the app can resolve,
 * as a singleton requiring the installed major (`^version`). A package the app cannot resolve is
 * left out; a remote then uses whatever the host provides.
 */
export function sharedDependencies(appDir, packages = sharedPackages) {
  const shared = {};
  for (const request of packages) {
    const version = installedVersion(appDir, packageNameOf(request));
    if (version === null) continue;
    shared[request] = { singleton: true, eager: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}
