/**
 * Administration commands, from the repository root: `npm run identity -- <command> [options]`;
 * `npm run identity -- --help` lists them and `<command> --help` shows one (the service must be
 * built). They use the same configuration as the server (DATABASE_URL, DATA_DIR...), run pending
 * migrations and seeds, then do their work.
 */
import { ConfigError } from '../config/config-error';
import { createAdminCommand, createUserCommand } from './account-commands';
import type { CliCommand } from './cli-command';
import { runCli } from './cli-runner';
import { rotateSecretsCommand, rotateSigningKeyCommand, updateApplicationCommand } from './hand-off-commands';
import { rotateKeysEncryptionKeyCommand } from './keys-encryption-commands';
import { rotateSamlSigningKeyCommand } from './saml-commands';

export const COMMANDS: readonly CliCommand[] = [
  createAdminCommand,
  createUserCommand,
  rotateSecretsCommand,
  rotateSigningKeyCommand,
  rotateSamlSigningKeyCommand,
  updateApplicationCommand,
  rotateKeysEncryptionKeyCommand,
];

runCli(COMMANDS, process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
