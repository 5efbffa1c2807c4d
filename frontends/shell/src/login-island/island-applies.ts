import { type LanguageSources, detectLanguage } from '@weather/ui';
import { pagePath, paths } from '../routes/paths';

/** Query keys that change what /login shows (a prefilled email, a refusal, an application's interaction). */
const KEYS_THAT_CHANGE_THE_PAGE = ['email', 'error', 'interaction'] as const;

export interface IslandSurroundings extends LanguageSources {
  pathname: string;
  search: string;
}

/**
 * Whether the page opens with the sign-in page's first paint (docs/adr/0424): plain /login (a
 * hand-off's clientId, return, seq and state do not change the page), for a person who reads English,
 * the language the first paint carries. Everything else starts the whole shell at once.
 */
export function loginIslandApplies({ pathname, search, ...language }: IslandSurroundings): boolean {
  if (pagePath(pathname) !== paths.login) return false;
  const query = new URLSearchParams(search);
  if (KEYS_THAT_CHANGE_THE_PAGE.some((key) => query.has(key))) return false;
  return detectLanguage(language) === 'en';
}

/** The surroundings of this page, as the shell's i18n reads them (portal-i18n.ts). */
export function currentSurroundings(): IslandSurroundings {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can throw in sandboxed frames; the browser's language still applies.
  }
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { pathname: window.location.pathname, search: window.location.search, storage, browserLanguages };
}
