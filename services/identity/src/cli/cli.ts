/**
 * Administration commands, from the repository root:
 *   npm run identity -- create-admin --email a@b.com [--password ...]
 *   npm run identity -- create-user --email a@b.com [--password ...] [--first-name ...] [--last-name ...]
 *                                   [--force-reset-password] [--unverified]
 * (from the repository root; the service must be built). Uses the same configuration as the
 * server (DATABASE_URL, DATA_DIR), runs pending migrations and seeds, then does its work.
 */
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { PinoNestLogger } from '../common/http/nest-logger';
import { createRootLogger } from '../common/http/request-logging';
import { ConfigError } from '../config/config-error';
import { loadConfig } from '../config/load-config';
import { AdminAccountError, AdminAccountsService } from '../users/admin-accounts.service';
import type { UserRole } from '../users/user-role';

/** The command's answer to the person at the terminal (standard output, not the JSON log). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const USAGE = [
  'Usage: npm run identity -- create-admin --email <email> [--password <password>]',
  '       npm run identity -- create-user --email <email> [--password <password>] [--first-name <name>] [--last-name <name>]',
  '                                         [--force-reset-password] [--unverified]',
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
  const loaded = loadConfig(process.env);
  // The demo admin belongs to the server's start, not to this command.
  const config = { ...loaded, demoAdmin: { enabled: false, password: null } };
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

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'create-admin') return createAccount('SYSADMIN', args);
  if (command === 'create-user') return createAccount('USER', args);
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
