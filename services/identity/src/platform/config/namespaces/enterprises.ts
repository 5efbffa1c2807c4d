import { type ConfigOf, derived, group, variable } from '../config-schema';
import { dnsServers, duration, durationMs, hosts } from '../parsers';

export const enterpriseDomainsSchema = group({
  /** DNS_SERVERS: where the TXT records of enterprise domains are looked up; empty means the system's resolvers. */
  dnsServers: variable('DNS_SERVERS', dnsServers, { default: () => [] }),
  /** A domain whose TXT record is not found within this many seconds of being added is Failed. */
  verificationDeadlineSeconds: variable('DOMAIN_VERIFICATION_DEADLINE', duration, { default: 72 * 3600 }),
  /** How often Verifying domains are looked up again, in milliseconds. */
  verificationIntervalMs: variable('DOMAIN_VERIFICATION_INTERVAL', durationMs, { default: 5 * 60 * 1000 }),
  /** False in CLI commands: only the server looks domains up on a timer. */
  jobEnabled: derived((): boolean => true),
});
export type EnterpriseDomainsConfig = ConfigOf<typeof enterpriseDomainsSchema>;

export const samlSchema = group({
  /**
   * SAML_METADATA_ALLOWED_HOSTS: host names or addresses an identity provider's metadata may be
   * fetched from although they are loopback or private (tests and closed networks; empty in production).
   */
  metadataAllowedHosts: variable('SAML_METADATA_ALLOWED_HOSTS', hosts, { default: () => [] }),
});
export type SamlConfig = ConfigOf<typeof samlSchema>;
