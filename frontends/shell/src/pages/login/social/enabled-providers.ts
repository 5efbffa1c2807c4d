import type { Schemas } from '@weather/api-client';

export type EnabledProviders = Schemas['SocialProvidersDto'];

/**
 * GET /auth/providers/social: which buttons to show. Any failure means none: password and magic
 * code still work, and a page without the buttons is better than a broken one.
 */
export async function loadEnabledProviders(apiUrl: string): Promise<EnabledProviders | null> {
  try {
    const response = await fetch(new URL('/auth/providers/social', apiUrl), { credentials: 'include' });
    return response.ok ? ((await response.json()) as EnabledProviders) : null;
  } catch {
    return null;
  }
}
