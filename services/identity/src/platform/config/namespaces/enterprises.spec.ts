import { ConfigError } from '../config-error';
import { loadConfig } from '../load-config';

describe('enterprise domain settings of loadConfig', () => {
  it('uses the system resolvers, a 72 hour deadline and a 5 minute interval by default', () => {
    expect(loadConfig({}, '/srv').enterpriseDomains).toEqual({ dnsServers: [], verificationDeadlineSeconds: 72 * 3600, verificationIntervalMs: 300_000, jobEnabled: true });
  });

  it('reads DNS_SERVERS, DOMAIN_VERIFICATION_DEADLINE and DOMAIN_VERIFICATION_INTERVAL', () => {
    const config = loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53', DOMAIN_VERIFICATION_DEADLINE: '1h', DOMAIN_VERIFICATION_INTERVAL: '30s' }, '/srv');
    expect(config.enterpriseDomains).toEqual({ dnsServers: ['127.0.0.1:5353', '[::1]:53'], verificationDeadlineSeconds: 3600, verificationIntervalMs: 30_000, jobEnabled: true });
  });

  it('refuses a DNS server given by name, naming the variable', () => {
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ DNS_SERVERS: 'dns.example.com' }, '/srv')).toThrow(/DNS_SERVERS must be a comma-separated list of IP addresses/);
  });
});
