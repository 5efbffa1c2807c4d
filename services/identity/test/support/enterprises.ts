import type { TestDnsServer } from '@weather/test-peers';
import { DomainVerificationService } from '../../src/enterprises/domains/domain-verification.service';
import type { User } from '../../src/users/user.entity';
import { CSRF, type TestAgent, type TestApp } from './test-app';

export const PASSWORD = 'correct horse battery staple';

let domainCount = 0;

/** A domain name no other test uses (letters, digits and hyphens under .test). */
export function uniqueDomain(): string {
  domainCount += 1;
  return `clouds-${domainCount}-${Date.now().toString(36)}.test`;
}

export interface SignedIn {
  user: User;
  agent: TestAgent;
}

export async function signedInUser(t: TestApp, fields: Partial<User> = {}): Promise<SignedIn> {
  const user = await t.createUser({ password: PASSWORD, ...fields });
  return { user, agent: await t.signIn(user.email, PASSWORD) };
}

export interface EnterpriseAdmin extends SignedIn {
  enterpriseId: number;
}

/** A new user who creates an enterprise through the API, and so becomes its administrator. */
export async function enterpriseAdmin(t: TestApp, name = 'Bureau of Clouds'): Promise<EnterpriseAdmin> {
  const { user, agent } = await signedInUser(t);
  const response = await agent.post('/v1/enterprises').set(CSRF).send({ name }).expect(201);
  return { user, agent, enterpriseId: (response.body as { id: number }).id };
}

export interface AddedDomain {
  id: number;
  name: string;
  txt_code: string;
  txt_record: string;
  status: string;
}

export async function addDomain(admin: EnterpriseAdmin, name: string = uniqueDomain()): Promise<AddedDomain> {
  const response = await admin.agent.post(`/v1/enterprises/${admin.enterpriseId}/domains`).set(CSRF).send({ name }).expect(201);
  return response.body as AddedDomain;
}

/** Publishes the domain's record and runs one pass of the scheduled job, as the cron would. */
export async function verifyDomain(t: TestApp, dns: TestDnsServer, domain: AddedDomain): Promise<void> {
  dns.setTxt(domain.name, [domain.txt_record]);
  await t.app.get(DomainVerificationService).checkVerifying();
}
