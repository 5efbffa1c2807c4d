import { tmpdir } from 'node:os';
import type { IdentityConfig } from '../../src/platform/config/identity-config';
import { type Environment, loadConfig } from '../../src/platform/config/load-config';

/** The configuration of a test, from the defaults plus the given variables. */
export function configFactory(environment: Environment = {}): IdentityConfig {
  return loadConfig({ NODE_ENV: 'test', DEMO_ADMIN: 'off', ...environment }, tmpdir());
}
