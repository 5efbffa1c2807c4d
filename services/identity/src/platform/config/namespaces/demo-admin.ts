import { type ConfigOf, group, variable } from '../config-schema';
import { minLength, onOff } from '../parsers';
import type { ServerConfig } from './server';

export const demoAdminSchema = group(
  {
    enabled: variable('DEMO_ADMIN', onOff, { default: (server: ServerConfig) => server.nodeEnv === 'development' }),
    /** A fixed demo password (for browser tests); otherwise one is generated and printed once. */
    password: variable('DEMO_ADMIN_PASSWORD', minLength(12), { default: null, secret: true, keepSpaces: true }),
  },
  (demoAdmin, server: ServerConfig) =>
    demoAdmin.enabled && server.nodeEnv === 'production' ? 'DEMO_ADMIN must be off when NODE_ENV is production (a known administrator is a way in)' : null,
);
export type DemoAdminConfig = ConfigOf<typeof demoAdminSchema>;
