// An enterprise with a verified domain and its users claimed, set up through the API as the
// Enterprise page would do it, for tests about what the page shows afterwards (the enterprise
// story itself, through the screens, is tests/enterprise.e2e.ts).
import { randomBytes } from 'node:crypto';
import { publishTxt } from '@weather/test-peers';
import { signInToApi } from './api-session';
import { createAccount } from './new-account';
import type { Stack, TestUser } from './stack';

export interface VerifiedEnterprise {
  id: number;
  domain: string;
  /** Its administrator (the creator), with an address outside the domain. */
  admin: TestUser;
  /** Claimed users of the domain, in the order of the labels. */
  users: TestUser[];
}

/** The service looks the TXT record up every second in the tests. */
const VERIFIED_WITHIN_MS = 30_000;

async function expectStatus(answer: Response, status: number, what: string): Promise<Response> {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

export async function verifiedEnterprise(stack: Stack, label: string, userLabels: string[]): Promise<VerifiedEnterprise> {
  const domain = `${label}-${randomBytes(4).toString('hex')}.test`;
  const admin = await createAccount(stack, { label: `${label}-admin` });
  const users = await Promise.all(userLabels.map((user) => createAccount(stack, { label: user, domain })));
  const api = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, admin.email, admin.password);
  const created = await expectStatus(await api.request('POST', '/v1/enterprises', { name: `Bureau ${label}` }), 201, 'POST /v1/enterprises');
  const { id } = (await created.json()) as { id: number };
  const added = await expectStatus(await api.request('POST', `/v1/enterprises/${id}/domains`, { name: domain }), 201, 'POST /v1/enterprises/{id}/domains');
  const { id: domainId, txt_record: record } = (await added.json()) as { id: number; txt_record: string };
  publishTxt(stack.dnsZoneDir, domain, [record]);
  const deadline = Date.now() + VERIFIED_WITHIN_MS;
  for (;;) {
    const claimed = await api.request('GET', `/v1/enterprises/${id}/domains/${domainId}/users/claim`);
    if (claimed.status === 200) break;
    // 409 DOMAIN_NOT_VERIFIED until the record is seen.
    if (claimed.status !== 409 || Date.now() > deadline) throw new Error(`claiming the users of ${domain} answered ${claimed.status}: ${await claimed.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { id, domain, admin, users };
}
