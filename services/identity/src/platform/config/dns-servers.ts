import { isIP } from 'node:net';

/**
 * DNS_SERVERS: a comma-separated list of `host`, `host:port` or `[ipv6]:port`, as node:dns
 * Resolver.setServers takes it. Only IP addresses: a resolver cannot look up its own servers.
 * Returns the entries, or null when one is not an address with an optional port 1-65535.
 */
export function parseDnsServers(text: string): string[] | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  return entries.every(isDnsServer) ? entries : null;
}

function isDnsServer(entry: string): boolean {
  if (isIP(entry) !== 0) return true;
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry);
  if (bracketed) return isIP(bracketed[1]) === 6 && isPort(bracketed[2]);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(entry);
  return withPort !== null && isIP(withPort[1]) === 4 && isPort(withPort[2]);
}

function isPort(text: string): boolean {
  const port = Number(text);
  return port >= 1 && port <= 65535;
}
