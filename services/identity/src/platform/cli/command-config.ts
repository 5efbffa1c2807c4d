import { ConfigError } from '../config/config-error';
import type { IdentityConfig } from '../config/identity-config';
import { loadConfig } from '../config/load-config';
import { keysEncryptionKeyProblem } from '../config/server-requirements';

/**
 * The server's configuration, for a command: no demo admin, no webhook worker or domain look-ups in
 * this process. Mail is not needed, but KEYS_ENCRYPTION_KEY is: a command writes sealed keys too.
 */
export function commandConfig(): IdentityConfig {
  const loaded = loadConfig(process.env);
  const keysProblem = keysEncryptionKeyProblem(loaded);
  if (keysProblem) throw new ConfigError([keysProblem]);
  return {
    ...loaded,
    demoAdmin: { enabled: false, password: null },
    webhooks: { ...loaded.webhooks, workerEnabled: false },
    enterpriseDomains: { ...loaded.enterpriseDomains, jobEnabled: false },
  };
}
