import type { User } from '../../src/users/user.entity';
import { signedInUser } from './enterprises';
import { CSRF, type TestAgent, type TestApp } from './test-app';

export interface Impersonation {
  /** The administrator's browser, now signed in as the user. */
  agent: TestAgent;
  administrator: User;
  user: User;
}

/** A new SYSADMIN who signs in and impersonates a new user through the API. */
export async function impersonatingAdmin(t: TestApp, userFields: Partial<User> & { password?: string } = {}): Promise<Impersonation> {
  const { user: administrator, agent } = await signedInUser(t, { role: 'SYSADMIN' });
  const user = await t.createUser(userFields);
  await agent.post('/auth/impersonate').set(CSRF).send({ user_id: user.id, uuid: user.uuid }).expect(200);
  return { agent, administrator, user };
}
