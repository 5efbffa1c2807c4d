import { parseArgs } from 'node:util';
import { type CliCommand, MISUSE, type OptionValues, type Say, UsageError, type WithAppContext } from './cli-command';

const PROGRAM = 'npm run identity --';

/** The usage lines of one command, aligned under its name. */
export function commandUsage(command: CliCommand): string[] {
  const head = `${PROGRAM} ${command.name}`;
  const [first, ...rest] = command.usage;
  return [first ? `${head} ${first}` : head, ...rest.map((line) => `${' '.repeat(head.length + 1)}${line}`)];
}

/** The usage of every command: `--help` without a command, or no command at all. */
export function programUsage(commands: readonly CliCommand[]): string {
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    `       ${PROGRAM} <command> --help`,
    '',
    'Commands:',
    ...commands.flatMap((command) => [...commandUsage(command).map((line) => `  ${line}`), `      ${command.summary}`]),
  ].join('\n');
}

function commandHelp(command: CliCommand): string {
  return [`Usage: ${commandUsage(command).join('\n       ')}`, '', command.summary].join('\n');
}

/** node:util's parseArgs refuses unknown options, missing values and stray arguments with these codes. */
function isArgumentError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/**
 * Runs the command named first in `argv`. `--help` (or `-h`) prints the usage on standard output
 * and exits 0 without touching the database; wrong arguments print what is wrong and the usage on
 * standard error and exit 2, never a stack trace.
 */
export async function runCli(commands: readonly CliCommand[], argv: readonly string[], say: Say, complain: Say, withAppContext: WithAppContext): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    complain(programUsage(commands));
    return MISUSE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const asked = commands.find((command) => command.name === args[0]);
    say(asked ? commandHelp(asked) : programUsage(commands));
    return 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    complain(`Unknown command "${name}".\n\n${programUsage(commands)}`);
    return MISUSE;
  }
  let values: OptionValues;
  try {
    ({ values } = parseArgs({ args: [...args], options: { ...command.options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    if (!isArgumentError(error)) throw error;
    complain(`${error.message}\n\n${commandHelp(command)}`);
    return MISUSE;
  }
  if (values.help) {
    say(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(values, say, withAppContext);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    complain(`${error.message}\n\n${commandHelp(command)}`);
    return MISUSE;
  }
}
