// A catalogue application's OpenID Connect settings, changed as a system administrator does in the
// admin form (PUT /v1/siteapplications/{id}), for a test that needs one application as an OIDC client.
import type { ApiSession } from './api-session';

/** The input fields of PUT /v1/siteapplications/{id} besides `oidc` (the answer has more). */
const INPUT_FIELDS = ['base_url', 'callback_url', 'client_id', 'description', 'image_url', 'name', 'ordering_number', 'sysadmin_url', 'webhook_url'];

/** Replaces the OIDC settings of the application `clientId` (null: hand-off only again); answers its row. */
export async function setOidcSettingsOf(admin: ApiSession, clientId: string, oidc: unknown): Promise<Record<string, unknown>> {
  const list = (await (await admin.request('GET', '/v1/siteapplications')).json()) as Array<Record<string, unknown>>;
  const row = list.find((candidate) => candidate.client_id === clientId);
  if (!row) throw new Error(`${clientId} is not in the catalogue`);
  const fields = Object.fromEntries(INPUT_FIELDS.map((name) => [name, row[name]]));
  const response = await admin.request('PUT', `/v1/siteapplications/${String(row.id)}`, { ...fields, oidc });
  if (!response.ok) throw new Error(`PUT /v1/siteapplications/${String(row.id)} answered ${response.status}: ${await response.text()}`);
  return row;
}
