/**
 * Administration commands, from the repository root:
 *   npm run identity -- create-admin --email a@b.com [--password ...]
 *   npm run identity -- create-user --email a@b.com [--password ...] [--first-name ...] [--last-name ...]
 *                                   [--force-reset-password] [--unverified]
 *   npm run identity -- rotate-secrets --client-id weather-radar [--json]
 *   npm run identity -- rotate-signing-key
 *   npm run identity -- rotate-saml-signing-key [--now]
 *   npm run identity -- update-application --client-id weather-radar --base-url http://127.0.0.1:5001 [...]
 * (from the repository root; the service must be built). Uses the same configuration as the
 * server (DATABASE_URL, DATA_DIR), runs pending migrations and seeds, then does its work.
 */
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { PinoNestLogger } from '../common/http/nest-logger';
import { createRootLogger } from '../common/http/request-logging';
import { ConfigError } from '../config/config-error';
import { AdminAccountError, AdminAccountsService } from '../users/admin-accounts.service';
import { commandConfig, HAND_OFF_USAGE, rotateSecrets, rotateSigningKey, updateApplication } from './hand-off-commands';
import { rotateSamlSigningKey, SAML_USAGE } from './saml-commands';
import type { UserRole } from '../users/user-role';

/** The command's answer to the person at the terminal (standard output, not the JSON log). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const USAGE = [
  'Usage: npm run identity -- create-admin --email <email> [--password <password>]',
  '       npm run identity -- create-user --email <email> [--password <password>] [--first-name <name>] [--last-name <name>]',
  '                                         [--force-reset-password] [--unverified]',
  ...HAND_OFF_USAGE,
  ...SAML_USAGE,
].join('\n');

async function createAccount(role: UserRole, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'force-reset-password': { type: 'boolean' },
      unverified: { type: 'boolean' },
    },
  });
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  // The demo admin and the webhook worker belong to the server, not to this command.
  const config = commandConfig();
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createRootLogger('warn')),
  });
  try {
    const { user, generatedPassword } = await context.get(AdminAccountsService).create({
      email: values.email,
      password: values.password,
      role,
      firstName: values['first-name'],
      lastName: values['last-name'],
      forceResetPassword: values['force-reset-password'],
      unverified: values.unverified,
    });
    say(`Created the ${role} ${user.email}.`);
    if (generatedPassword) say(`Password (shown once, store it now): ${generatedPassword}`);
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await context.close();
  }
}

/** Exit code 2 means the arguments were wrong: show how to call. */
function usageOnMisuse(code: number): number {
  if (code === 2) console.error(USAGE);
  return code;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'create-admin') return createAccount('SYSADMIN', args);
  if (command === 'create-user') return createAccount('USER', args);
  if (command === 'rotate-secrets') return usageOnMisuse(await rotateSecrets(args, say));
  if (command === 'rotate-signing-key') return rotateSigningKey(say);
  if (command === 'rotate-saml-signing-key') return rotateSamlSigningKey(args, say);
  if (command === 'update-application') return usageOnMisuse(await updateApplication(args, say));
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
