/**
 * The portal's run-time configuration, served as /config.json by the portal server, so one build
 * runs against any API address (same-origin or cross-origin).
 */
export interface RuntimeConfig {
  /** The identity API, e.g. http://localhost:3000. */
  apiUrl: string;
  /** The external help site that "Help and support" opens. */
  helpUrl: string;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/** Checks the shape of /config.json; a wrong file must stop the start with a clear reason. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config.json is not an object');
  const { apiUrl, helpUrl } = value as Record<string, unknown>;
  if (typeof apiUrl !== 'string' || apiUrl === '') throw new RuntimeConfigError('config.json: apiUrl must be a non-empty string');
  if (typeof helpUrl !== 'string' || helpUrl === '') throw new RuntimeConfigError('config.json: helpUrl must be a non-empty string');
  return { apiUrl, helpUrl };
}

export async function loadRuntimeConfig(fetchJson: (url: string) => Promise<unknown>, url = '/config.json'): Promise<RuntimeConfig> {
  return parseRuntimeConfig(await fetchJson(url));
}
