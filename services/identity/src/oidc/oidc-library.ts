import { stripVTControlCharacters } from 'node:util';
import { Logger } from '@nestjs/common';
import type * as OidcProviderLibrary from 'oidc-provider';

export type OidcLibrary = typeof OidcProviderLibrary;

let loading: Promise<OidcLibrary> | null = null;

/**
 * oidc-provider, loaded on first use rather than with the modules (docs/adr/0801): the CLI builds the
 * same modules and never serves OpenID Connect, and the library's import prints "Unsupported runtime"
 * on Node.js 20 (it asks for 22 LTS; it runs on 20.19+, where the whole OIDC suite passes).
 */
export function oidcLibrary(): Promise<OidcLibrary> {
  loading ??= withLibraryWarningsLogged(() => import('oidc-provider'));
  return loading;
}

/** console.warn while no library work runs; how many run now (they may overlap and end in any order). */
let originalWarn: typeof console.warn | null = null;
let running = 0;

/**
 * Runs `work` (loading the library, building a provider, sending a back-channel logout), and what
 * oidc-provider prints meanwhile with console.warn goes to the service's own log as warnings, not as
 * stray stderr lines beside the JSON. Overlapping calls share one capture, removed by the last to end.
 */
export async function withLibraryWarningsLogged<T>(work: () => T | Promise<T>): Promise<T> {
  if (running === 0) {
    originalWarn = console.warn;
    console.warn = (...parts: unknown[]) => new Logger('OidcProvider').warn(stripVTControlCharacters(parts.map(String).join(' ')));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    if (running === 0 && originalWarn) {
      console.warn = originalWarn;
      originalWarn = null;
    }
  }
}
