import { type ConfigOf, group, variable } from '../config-schema';
import { hostsOrNone } from '../parsers';
import type { ServerConfig } from './server';

export const outboundSchema = group({
  /**
   * OUTBOUND_ALLOWED_HOSTS: hosts the service may call at webhook and authorization-check URLs
   * although they are loopback, private or link-local (docs/adr/0238). Outside production the
   * demo's and the tests' applications listen on loopback: localhost, 127.0.0.1 and ::1; none in production.
   */
  allowedHosts: variable('OUTBOUND_ALLOWED_HOSTS', hostsOrNone, {
    default: (server: ServerConfig) => (server.nodeEnv === 'production' ? [] : ['localhost', '127.0.0.1', '::1']),
  }),
});
export type OutboundConfig = ConfigOf<typeof outboundSchema>;
