import { type IdentityConfig, settingsSchema } from './identity-config';
import { eachVariable } from './read-config-schema';

/**
 * What the HTTP server needs beyond a valid configuration: in production, the variables the schema
 * marks `requiredInProduction`. The CLI loads the same configuration but sends no mail, so a
 * production shell without SMTP_URL can still create an administrator.
 */
export function serverStartProblems(config: IdentityConfig): string[] {
  return [...unsetInProduction(config, 'server'), ...sharedStateProblems(config)];
}

/**
 * Production is several instances unless said otherwise: without REDIS_URL each would count limits
 * for itself, so one instance alone must be declared (docs/adr/0702).
 */
function sharedStateProblems(config: IdentityConfig): string[] {
  if (config.nodeEnv !== 'production' || config.redisUrl !== null || config.instances.singleInstance) return [];
  return ['REDIS_URL must be set when NODE_ENV is production (every instance must count limits in the same place), or SINGLE_INSTANCE=true for one instance alone'];
}

/** Without KEYS_ENCRYPTION_KEY, production would seal its keys with a file no other instance has (the CLI refuses too). */
export function keysEncryptionKeyProblem(config: IdentityConfig): string | null {
  return unsetInProduction(config, 'commands')[0] ?? null;
}

function unsetInProduction(config: IdentityConfig, by: 'server' | 'commands'): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  eachVariable(settingsSchema, config, (variable, value) => {
    const requirement = variable.requiredInProduction;
    if (requirement && (by === 'server' || requirement.commandsToo) && value === null) {
      problems.push(`${variable.name} must be set when NODE_ENV is production (${requirement.because})`);
    }
  });
  return problems;
}
