import { fetchJson } from './fetch-json';

/** The portal's JSON documents the start needs (runtime config, remote list). */
export const START_DOCUMENTS = ['/config.json', '/remotes.json'] as const;

const requested = new Map<string, Promise<unknown>>();

/**
 * Requests the start's documents at once, while the app's code is still downloading: on a slow
 * network each one asked for after the code arrived cost a round trip of its own before the first
 * page (issue 32). A failure is kept for the reader, not reported as unhandled here.
 */
export function requestStartDocuments(fetch: (url: string) => Promise<unknown> = fetchJson): void {
  for (const url of START_DOCUMENTS) {
    if (requested.has(url)) continue;
    const answer = fetch(url);
    answer.catch(() => undefined);
    requested.set(url, answer);
  }
}

/** fetchJson that hands out a document requested at start once, and fetches anything else (or again). */
export function fetchStartDocument(url: string, fetch: (url: string) => Promise<unknown> = fetchJson): Promise<unknown> {
  const answer = requested.get(url);
  if (!answer) return fetch(url);
  requested.delete(url);
  return answer;
}

/** A document requested at start, left for its reader (the early session check needs /config.json too). */
export function peekStartDocument(url: string): Promise<unknown> | undefined {
  return requested.get(url);
}
