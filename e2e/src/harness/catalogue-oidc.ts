// A catalogue application's OpenID Connect settings, changed as a system administrator does in the
// admin form (PUT /v1/siteapplications/{id}), for a test that needs one application as an OIDC client.
import type { ApiSession } from './api-session';

/** The input fields of PUT /v1/siteapplications/{id} besides `oidc` (the answer has more). */
const INPUT_FIELDS = ['base_url', 'callback_url', 'client_id', 'description', 'image_url', 'name', 'ordering_number', 'sysadmin_url', 'webhook_url'];

async function jsonOf<T>(admin: ApiSession, path: string): Promise<T> {
  const response = await admin.request('GET', path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Replaces the OIDC settings of the application `clientId` (null: hand-off only again); answers its
 * row as GET /v1/siteapplications/{id} gives it (English texts and `translations`). The texts put back
 * are that read's, not the list's: the list answers in the caller's language (docs/adr/1005), and
 * an Italian administrator would write the Italian name over the English one.
 */
export async function setOidcSettingsOf(admin: ApiSession, clientId: string, oidc: unknown): Promise<Record<string, unknown>> {
  const list = await jsonOf<Array<{ id: number; client_id: string }>>(admin, '/v1/siteapplications');
  const listed = list.find((candidate) => candidate.client_id === clientId);
  if (!listed) throw new Error(`${clientId} is not in the catalogue`);
  const row = await jsonOf<Record<string, unknown>>(admin, `/v1/siteapplications/${listed.id}`);
  // postCallbackUrl, theme and translations are left out: a PUT without them keeps them.
  const fields = Object.fromEntries(INPUT_FIELDS.map((name) => [name, row[name]]));
  const response = await admin.request('PUT', `/v1/siteapplications/${listed.id}`, { ...fields, oidc });
  if (!response.ok) throw new Error(`PUT /v1/siteapplications/${listed.id} answered ${response.status}: ${await response.text()}`);
  return row;
}
