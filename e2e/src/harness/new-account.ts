// A fresh account for one test, made by the identity service's own CLI, so that a test that changes
// an account (its password, its verification) never disturbs another.
import { randomBytes } from 'node:crypto';
import { identityCommand } from './identity';
import type { Stack, TestUser } from './stack';

export interface NewAccountOptions {
  /** Makes the address recognisable in logs, e.g. 'forced'. */
  label: string;
  forceResetPassword?: boolean;
  unverified?: boolean;
  /** The address's domain (an enterprise's email domain); e2e.example.com by default. */
  domain?: string;
}

export async function createAccount(stack: Stack, options: NewAccountOptions): Promise<TestUser> {
  const user: TestUser = {
    email: `${options.label}.${randomBytes(4).toString('hex')}@${options.domain ?? 'e2e.example.com'}`,
    password: `Nimbus-${randomBytes(3).toString('hex')}-Quartz-Lagoon`,
    first_name: 'Ada',
    last_name: 'Lovelace',
  };
  const flags = [...(options.forceResetPassword ? ['--force-reset-password'] : []), ...(options.unverified ? ['--unverified'] : [])];
  await identityCommand(stack.identity, [
    'create-user', '--email', user.email, '--password', user.password, '--first-name', user.first_name, '--last-name', user.last_name, ...flags,
  ]);
  return user;
}
