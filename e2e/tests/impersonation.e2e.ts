// Impersonation (SPEC §1, §7; ADR 0221) in the browser: the stack's SYSADMIN finds a fresh user with
// GET /v1/users from the portal's origin (paging headers readable through CORS), impersonates them
// with POST /auth/impersonate, sees the banner on every page, and signs out of the impersonation
// back into their own session.
import type { Page } from 'playwright-core';
import { createAccount, useBrowser } from '../src/harness';
import { LauncherPage } from '../src/pages/launcher-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { admin } = stack.users;

interface ApiAnswer {
  status: number;
  total: string | null;
  body: unknown;
}

/** A call of the portal's own page to the API, with its cookies, as the portal's code makes it. */
function callApi(page: Page, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ url, json }) => {
      const response = await fetch(url, {
        method: json === undefined ? 'GET' : 'POST',
        credentials: 'include',
        headers: json === undefined ? {} : { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, total: response.headers.get('x-result-total-count'), body: text ? (JSON.parse(text) as unknown) : null };
    },
    { url: `${stack.apiUrl}${path}`, json: body },
  );
}

describe('impersonation', () => {
  it('impersonates a user found by the search, shows the banner, and signs out back to the administrator', async () => {
    const target = await createAccount(stack, { label: 'impersonated' });
    const page = await signedInPage(admin);
    await new LauncherPage(page).open();

    const found = await callApi(page, `/v1/users?text=${encodeURIComponent(target.email)}`);
    expect(found).toMatchObject({ status: 200, total: '1', body: [{ email: target.email }] });
    const [user] = found.body as { id: number; uuid: string }[];
    expect((await callApi(page, '/auth/impersonate', { user_id: user.id, uuid: user.uuid })).status).toBe(200);

    await new LauncherPage(page).open();
    const banner = page.getByText(`${admin.first_name} ${admin.last_name}, you are signed in as ${target.first_name} ${target.last_name}.`);
    await banner.waitFor();
    await new TopBar(page).avatarButton(target).waitFor();

    await page.getByRole('button', { name: 'Sign out of impersonation' }).click();

    await page.waitForURL((url) => url.pathname === '/impersonateUser');
    expect(await callApi(page, '/v1/users/me')).toMatchObject({ status: 200, body: { email: admin.email, impersonator: null } });
    await new LauncherPage(page).open();
    await new TopBar(page).avatarButton(admin).waitFor();
    expect(await banner.count()).toBe(0);
  });
});
