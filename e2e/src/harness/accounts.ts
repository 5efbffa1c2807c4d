// The accounts the tests sign in with, made by the identity service's own CLI and API.
import { signInToApi } from './api-session';
import { identityCommand, type IdentityOptions } from './identity';
import type { Stack, TestUser } from './stack';

type Role = 'SYSADMIN' | 'USER';
type Roster = Stack['users'];

/** Strong enough for the service's password rule (length 12, strength 3 of 5). */
const roster: Record<keyof Roster, TestUser & { role: Role }> = {
  admin: { role: 'SYSADMIN', email: 'margaret.admin@e2e.example.com', password: 'Cumulus-Lantern-Orbit-4417', first_name: 'Margaret', last_name: 'Hamilton' },
  reader: { role: 'USER', email: 'zoe.reader@e2e.example.com', password: 'Drizzle-Compass-Harbor-9023', first_name: 'Zoe', last_name: 'Rainer' },
  editor: { role: 'USER', email: 'eddie.editor@e2e.example.com', password: 'Stratus-Pebble-Violin-6158', first_name: 'Eddie', last_name: 'Stratus' },
  leaver: { role: 'USER', email: 'lena.leaver@e2e.example.com', password: 'Monsoon-Quiver-Tundra-3362', first_name: 'Lena', last_name: 'Foster' },
  painter: { role: 'USER', email: 'paula.painter@e2e.example.com', password: 'Nimbus-Easel-Cobalt-5281', first_name: 'Paula', last_name: 'Brush' },
  rekeyer: { role: 'USER', email: 'rick.rekeyer@e2e.example.com', password: 'Gale-Padlock-Meadow-7734', first_name: 'Rick', last_name: 'Keyes' },
  traveller: { role: 'USER', email: 'tara.traveller@e2e.example.com', password: 'Sleet-Voyage-Lantern-1849', first_name: 'Tara', last_name: 'Rover' },
};

export async function createAccounts(identity: IdentityOptions, apiUrl: string, portalOrigin: string): Promise<Roster> {
  const users = {} as Roster;
  for (const [key, account] of Object.entries(roster) as [keyof Roster, (typeof roster)[keyof Roster]][]) {
    const command = account.role === 'SYSADMIN' ? 'create-admin' : 'create-user';
    await identityCommand(identity, [command, '--email', account.email, '--password', account.password, '--first-name', account.first_name, '--last-name', account.last_name]);
    const session = await signInToApi(apiUrl, portalOrigin, account.email, account.password);
    const me = (await (await session.request('GET', '/v1/users/me')).json()) as { role: string; first_name: string };
    if (me.role !== account.role || me.first_name !== account.first_name) {
      throw new Error(`${account.email} is ${me.role} ${me.first_name}, expected ${account.role} ${account.first_name}`);
    }
    await session.request('POST', '/auth/logout');
    const { role: _role, ...user } = account;
    users[key] = user;
  }
  return users;
}
