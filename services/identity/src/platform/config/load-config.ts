import { ConfigError } from './config-error';
import type { Environment } from './config-schema';
import { type IdentityConfig, settingsSchema } from './identity-config';
import { serverSchema } from './namespaces/server';
import { readSetting } from './read-config-schema';

export type { Environment } from './config-schema';

/**
 * Builds the one configuration object from the environment. Every problem is collected, so a person
 * fixing a deployment sees all bad variables at once; any problem refuses the boot (ConfigError).
 * A relative DATA_DIR is resolved against `cwd`: the working directory of the process, which is
 * services/identity under `npm start` (npm runs workspace scripts in the workspace folder).
 */
export function loadConfig(env: Environment, cwd: string = process.cwd()): IdentityConfig {
  const problems: string[] = [];
  const server = readSetting(serverSchema, env, { cwd }, problems);
  const settings = readSetting(settingsSchema, env, server, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({ ...server, ...settings });
}
