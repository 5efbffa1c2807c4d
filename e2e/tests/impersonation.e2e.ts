// Impersonation (SPEC §2, §9; ADR 0221) in the browser through the admin remote's /impersonateUser:
// the stack's SYSADMIN searches (100 ms debounce, 20 a page), loads more, sees No users found,
// impersonates a user, sees the shell's banner, and signs out of the impersonation back into their
// own session on the same page.
import { randomBytes } from 'node:crypto';
import { accessibilityViolations, identityCommand, saveScreenshot, useBrowser, type TestUser } from '../src/harness';
import { ImpersonationPage } from '../src/pages/impersonation-page';
import { LauncherPage } from '../src/pages/launcher-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { admin, reader } = stack.users;

/** One more than a page: the 21st match comes only with Load more. */
const MATCHING_USERS = 21;

/** A last name nobody else in the suite has: letters only, as the name rules want. */
function uniqueLastName(): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Quill${letters}`;
}

/** Users made with the identity CLI, one after another (the embedded database takes one writer). */
async function createUsers(lastName: string, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const user: TestUser = {
      email: `impersonated.${lastName.toLowerCase()}.${index}@e2e.example.com`,
      password: `Nimbus-${randomBytes(3).toString('hex')}-Quartz-Lagoon`,
      first_name: 'Grace',
      last_name: lastName,
    };
    await identityCommand(stack.identity, [
      'create-user', '--email', user.email, '--password', user.password, '--first-name', user.first_name, '--last-name', user.last_name,
    ]);
    users.push(user);
  }
  return users;
}

describe('impersonation', () => {
  const lastName = uniqueLastName();
  let target: TestUser;

  // About a second per user on an idle machine, several on a loaded one: outside the test's own time.
  beforeAll(async () => {
    [target] = (await createUsers(lastName, MATCHING_USERS)) as [TestUser];
  }, 300_000);

  it('finds users page by page, impersonates one, shows the banner, and signs out back to the administrator', async () => {
    const page = await signedInPage(admin);
    const impersonation = await new ImpersonationPage(page).open();

    await impersonation.type('nobody-here-at-all');
    await page.getByText('No users found', { exact: true }).waitFor();

    await impersonation.type(lastName.toLowerCase());
    await impersonation.loadMore.waitFor();
    expect(await impersonation.options.count()).toBe(21);
    expect(await impersonation.status.innerText()).toBe(`20 of ${MATCHING_USERS} users`);
    await saveScreenshot(page, 'impersonate-user-search');
    expect(await accessibilityViolations(page)).toEqual([]);

    await impersonation.loadMore.click();
    await page.getByText(`${MATCHING_USERS} of ${MATCHING_USERS} users`, { exact: true }).waitFor();
    expect(await impersonation.loadMore.count()).toBe(0);
    const names = await impersonation.options.allInnerTexts();
    expect(names).toHaveLength(MATCHING_USERS);
    expect(new Set(names).size).toBe(MATCHING_USERS);

    await impersonation.user(target.email).click();
    await impersonation.impersonate.click();

    await page.waitForURL((url) => url.pathname === '/appLauncher');
    const banner = page.getByText(`${admin.first_name} ${admin.last_name}, you are signed in as ${target.first_name} ${target.last_name}.`);
    await banner.waitFor();
    await new TopBar(page).avatarButton(target).waitFor();
    await new LauncherPage(page).open();
    await banner.waitFor();

    await page.getByRole('button', { name: 'Sign out of impersonation' }).click();

    await page.waitForURL((url) => url.pathname === '/impersonateUser');
    await new TopBar(page).avatarButton(admin).waitFor();
    await impersonation.search.waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('keeps /impersonateUser from anyone but a SYSADMIN', async () => {
    const page = await signedInPage(reader);
    await page.goto('/impersonateUser');
    await page.waitForURL((url) => url.pathname === '/appLauncher');
    expect(await page.getByRole('combobox', { name: 'Search users' }).count()).toBe(0);
  });
});
