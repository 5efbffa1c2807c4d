/**
 * Administration commands, from the repository root: `npm run identity -- <command> [options]`;
 * `npm run identity -- --help` lists them and `<command> --help` shows one (the service must be
 * built). They use the same configuration as the server (DATABASE_URL, DATA_DIR...), run pending
 * migrations and seeds, then do their work. Each command lives in the module whose work it does;
 * this composition root lists them and builds the application they work in.
 */
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createAdminCommand, createUserCommand, setRoleCommand } from './auth/admin-accounts/account-commands';
import { resetSecondFactorsCommand } from './auth/second-factors/second-factor-commands';
import type { CliCommand } from './platform/cli/cli-command';
import { runCli } from './platform/cli/cli-runner';
import { commandConfig } from './platform/cli/command-config';
import { ConfigError } from './platform/config/config-error';
import type { IdentityConfig } from './platform/config/identity-config';
import { PinoNestLogger } from './platform/http/nest-logger';
import { createRootLogger } from './platform/http/request-logging';
import { rotateKeysEncryptionKeyCommand } from './platform/keys-encryption/keys-encryption-commands';
import { rotateSamlSigningKeyCommand } from './saml/sp-keys/saml-signing-key-commands';
import { rotateSecretsCommand, updateApplicationCommand } from './site-applications/catalogue/site-application-commands';
import { rotateSigningKeyCommand } from './site-applications/signing-keys/signing-key-commands';

const COMMANDS: readonly CliCommand[] = [
  createAdminCommand,
  createUserCommand,
  setRoleCommand,
  resetSecondFactorsCommand,
  rotateSecretsCommand,
  rotateSigningKeyCommand,
  rotateSamlSigningKeyCommand,
  updateApplicationCommand,
  rotateKeysEncryptionKeyCommand,
];

/**
 * The application without its HTTP server, on the server's database (pending migrations and seeds
 * run first), for the time of one command's work.
 */
async function withAppContext<T>(work: (context: INestApplicationContext) => Promise<T>, config: IdentityConfig = commandConfig()): Promise<T> {
  // Required here, not imported at the top: `--help` and argument errors answer without loading the
  // whole app (half the time of a help line).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AppModule } = require('./app.module') as typeof import('./app.module');
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createRootLogger('warn')),
  });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

runCli(COMMANDS, process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`), withAppContext).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
