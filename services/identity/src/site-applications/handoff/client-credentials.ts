/** The OpenAPI security scheme of the server-to-server routes (HTTP Basic client credentials). */
export const CLIENT_CREDENTIALS_SECURITY = 'clientCredentials';

/** Client id and secret of an application's server, from HTTP Basic. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * Reads `Authorization: Basic base64(client_id:client_secret)`; null when the header is missing or
 * not that. The id and secret are form-urlencoded first when they hold special characters (RFC 6749
 * §2.3.1); ours never do, but decoding keeps clients that follow the RFC working.
 */
export function parseBasicCredentials(header: string | undefined): ClientCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  try {
    const clientId = decodeURIComponent(decoded.slice(0, separator).replace(/\+/g, ' '));
    const clientSecret = decodeURIComponent(decoded.slice(separator + 1).replace(/\+/g, ' '));
    return clientSecret ? { clientId, clientSecret } : null;
  } catch {
    return null;
  }
}
