import type { Schemas } from '@weather/api-client';

export type EnabledProviders = Schemas['SocialProvidersDto'];

let prefetched: { apiUrl: string; answer: Promise<EnabledProviders | null> } | null = null;

/**
 * GET /auth/providers/social: which buttons to show. Any failure means none: password and magic
 * code still work, and a page without the buttons is better than a broken one. The answer asked for
 * by /login's first paint (prefetchEnabledProviders) is taken once, by the next call for that API.
 */
export async function loadEnabledProviders(apiUrl: string): Promise<EnabledProviders | null> {
  const early = prefetched;
  if (early && early.apiUrl === apiUrl) {
    prefetched = null;
    return early.answer;
  }
  return fetchEnabledProviders(apiUrl);
}

/** /login's first paint (docs/adr/0424) asks first; the shell's social buttons then take its answer. */
export function prefetchEnabledProviders(apiUrl: string): Promise<EnabledProviders | null> {
  const answer = fetchEnabledProviders(apiUrl);
  prefetched = { apiUrl, answer };
  return answer;
}

async function fetchEnabledProviders(apiUrl: string): Promise<EnabledProviders | null> {
  try {
    const response = await fetch(new URL('/auth/providers/social', apiUrl), { credentials: 'include' });
    return response.ok ? ((await response.json()) as EnabledProviders) : null;
  } catch {
    return null;
  }
}
