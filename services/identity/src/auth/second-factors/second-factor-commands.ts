import { type CliCommand, requiredOption } from '../../platform/cli/cli-command';
import { SecondFactorReset } from './second-factor-reset';

/**
 * `reset-second-factors --email <email>`: removes every authenticator app, passkey and recovery code
 * of an account, as an administrator's reset does (audited, the user mailed). For the operator when no
 * administrator can: the last system administrator lost their phone, or every enterprise admin did.
 */
export const resetSecondFactorsCommand: CliCommand = {
  name: 'reset-second-factors',
  usage: ['--email <email>'],
  summary: "Removes an account's authenticator apps, passkeys and recovery codes (a lost device); the user is mailed.",
  options: { email: { type: 'string' } },
  run: async (values, say, withAppContext) => {
    const email = requiredOption(values, 'email');
    const user = await withAppContext((context) => context.get(SecondFactorReset).resetByEmail(email));
    if (!user) {
      console.error(`No account has the email ${email}.`);
      return 1;
    }
    say(`Removed the second factors of ${user.email}; they sign in with their password or an emailed code alone until they add one.`);
    return 0;
  },
};
