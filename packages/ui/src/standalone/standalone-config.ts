/** /config.json of the standalone dev server (webpack.config.mjs writes it from the environment). */
export interface StandaloneConfig {
  apiUrl: string;
  portalUrl: string;
}

export function parseStandaloneConfig(value: unknown): StandaloneConfig {
  const { apiUrl, portalUrl } = (value ?? {}) as Record<string, unknown>;
  if (typeof apiUrl !== 'string' || typeof portalUrl !== 'string') {
    throw new Error('config.json must give apiUrl and portalUrl as strings');
  }
  return { apiUrl, portalUrl };
}
