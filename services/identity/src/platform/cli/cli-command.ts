import type { INestApplicationContext } from '@nestjs/common';
import type { ParseArgsConfig } from 'node:util';
import type { IdentityConfig } from '../config/identity-config';

export type CliOptions = NonNullable<ParseArgsConfig['options']>;

/** A line for the person at the terminal (standard output, not the JSON log). */
export type Say = (line: string) => void;

/**
 * Runs `work` in the application without its HTTP server, on the server's database (pending
 * migrations and seeds run first), for the time of one command's work; `config` defaults to
 * commandConfig(). The composition root (src/cli.ts) builds it: a command does not know the app.
 */
export type WithAppContext = <T>(work: (context: INestApplicationContext) => Promise<T>, config?: IdentityConfig) => Promise<T>;

/** The parsed options of a command, by their long names. */
export type OptionValues = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

/** Exit code of a call with wrong arguments (the usage is shown). */
export const MISUSE = 2;

/** Thrown by a command whose arguments are wrong in a way parseArgs cannot see (a missing option). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** One command of `npm run identity -- <name> ...`: what it takes, how it is called, what it does. */
export interface CliCommand {
  readonly name: string;
  /** The arguments after the name, e.g. `--client-id <client id> [--json]` (more lines for long ones). */
  readonly usage: readonly string[];
  /** What the command does, for `--help`. */
  readonly summary: string;
  /** Its options; `--help` is added to every command by the runner. */
  readonly options: CliOptions;
  /** Runs with the parsed options; answers the exit code, or throws UsageError. */
  run(values: OptionValues, say: Say, withAppContext: WithAppContext): Promise<number>;
}

/** The value of an option the command cannot do without. */
export function requiredOption(values: OptionValues, name: string): string {
  const value = stringOption(values, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
}

/** The string value of an option, or undefined. */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}
