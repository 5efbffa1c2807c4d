import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { IdentityConfig } from '../config/identity-config';
import { isBlockedAddress } from './blocked-addresses';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to now (the system's resolver, as node:http would use). */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Where a call may go: an allow-listed host as it is, another host only to the address that was
 * checked (so the connection cannot resolve the name again and be rebound), or nowhere.
 */
export type OutboundTarget = { kind: 'as-is' } | ({ kind: 'pinned' } & ResolvedAddress) | { kind: 'refused'; reason: string };

/** The reason of a refusal for the address itself (other reasons: the name did not resolve). */
export const NOT_ALLOWED = 'address not allowed';

/**
 * The addresses the service itself calls at an application's webhook URL (webhooks and
 * authorization checks): never loopback, private, link-local (cloud metadata), multicast or reserved
 * ones, by the SAML metadata fetcher's list, unless OUTBOUND_ALLOWED_HOSTS names the host
 * (docs/adr/0238). Checked when a URL is saved, and again when it is called, on the addresses the
 * name resolves to at that moment. Provided by WebhooksModule from the configuration.
 */
export class OutboundAddressPolicy {
  private readonly allowedHosts: ReadonlySet<string>;

  constructor(allowedHosts: readonly string[], private readonly resolve: ResolveHost = systemResolver) {
    this.allowedHosts = new Set(allowedHosts);
  }

  static fromConfig(config: IdentityConfig): OutboundAddressPolicy {
    return new OutboundAddressPolicy(config.outbound.allowedHosts);
  }

  /**
   * True when the URL names a refused address, or a name that resolves to one now. A name that does
   * not resolve yet is accepted (an application may be registered before it is deployed): the call
   * checks it again.
   */
  async refusedWhenSaved(raw: string): Promise<boolean> {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url) return false;
    const target = await this.target(url);
    return target.kind === 'refused' && target.reason === NOT_ALLOWED;
  }

  /** Where a call to the URL may connect, resolved and checked now. */
  async target(url: URL): Promise<OutboundTarget> {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
    if (this.allowedHosts.has(host)) return { kind: 'as-is' };
    let addresses: ResolvedAddress[];
    if (isIP(host) !== 0) {
      addresses = [{ address: host, family: isIP(host) }];
    } else {
      try {
        addresses = await this.resolve(host);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        return { kind: 'refused', reason: typeof code === 'string' ? code : 'not resolved' };
      }
    }
    if (addresses.length === 0 || addresses.some((entry) => isBlockedAddress(entry.address))) return { kind: 'refused', reason: NOT_ALLOWED };
    return { kind: 'pinned', ...addresses[0] };
  }
}
