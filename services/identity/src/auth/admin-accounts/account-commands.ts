import { type CliCommand, type OptionValues, requiredOption, type Say, stringOption, type WithAppContext } from '../../platform/cli/cli-command';
import { USER_ROLES, type UserRole } from '../../users/user-role';
import { AdminAccountError, AdminAccountsService } from './admin-accounts.service';

/** Runs an account command's work: an AdminAccountError is told to the operator (exit 1), anything else thrown. */
async function refusalsToExitCode(work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof AdminAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

async function createAccount(role: UserRole, values: OptionValues, say: Say, withAppContext: WithAppContext): Promise<number> {
  const email = requiredOption(values, 'email');
  return refusalsToExitCode(async () => {
    const { user, generatedPassword } = await withAppContext((context) =>
      context.get(AdminAccountsService).create({
        email,
        password: stringOption(values, 'password'),
        role,
        firstName: stringOption(values, 'first-name'),
        lastName: stringOption(values, 'last-name'),
        forceResetPassword: values['force-reset-password'] === true,
        unverified: values.unverified === true,
      }),
    );
    say(`Created the ${role} ${user.email}.`);
    if (generatedPassword) say(`Password (shown once, store it now): ${generatedPassword}`);
  });
}

const nameOptions = { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } } as const;

export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  usage: ['--email <email> [--password <password>] [--first-name <name>] [--last-name <name>]'],
  summary: 'Creates a system administrator (prints a generated password when none is given).',
  options: nameOptions,
  run: (values, say, withAppContext) => createAccount('SYSADMIN', values, say, withAppContext),
};

export const createUserCommand: CliCommand = {
  name: 'create-user',
  usage: ['--email <email> [--password <password>] [--first-name <name>] [--last-name <name>]', '[--force-reset-password] [--unverified]'],
  summary: 'Creates an ordinary verified user (--force-reset-password: a new password at the first sign-in; --unverified: the email is confirmed with a mailed code).',
  options: { ...nameOptions, 'force-reset-password': { type: 'boolean' }, unverified: { type: 'boolean' } },
  run: (values, say, withAppContext) => createAccount('USER', values, say, withAppContext),
};

export const setRoleCommand: CliCommand = {
  name: 'set-role',
  usage: [`--email <email> --role <${USER_ROLES.join('|')}>`],
  summary: 'Changes the role of an account (e.g. demotes a system administrator); every instance applies it at once.',
  options: { email: { type: 'string' }, role: { type: 'string' } },
  run: async (values, say, withAppContext) => {
    const email = requiredOption(values, 'email');
    const role = requiredOption(values, 'role');
    if (!(USER_ROLES as readonly string[]).includes(role)) {
      console.error(`--role must be one of ${USER_ROLES.join(', ')}`);
      return 1;
    }
    return refusalsToExitCode(async () => {
      const before = await withAppContext((context) => context.get(AdminAccountsService).setRole(email, role as UserRole));
      say(before === role ? `${email} is already ${role}.` : `${email}: ${before} -> ${role}.`);
    });
  },
};
