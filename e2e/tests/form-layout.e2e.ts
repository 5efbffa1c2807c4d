// Every form of the portal inside its card at five widths (issue 31 #3: the sign-up form's Last name
// ran 17 px past its card at 1366 px). Each page is loaded once and its viewport resized through
// 320, 390, 768, 1366 and 1920 px; at each width every input, select, textarea and button lies
// within its card (or dialog, or form) and the page does not scroll sideways.
import type { Page } from 'playwright-core';
import { createAccount, useBrowser, verifyLinkOf, waitForMail } from '../src/harness';
import { layoutProblems } from '../src/harness/page-audit';

const { stack, newPage, signedInPage } = useBrowser();
const WIDTHS = [320, 390, 768, 1366, 1920];

/** Opens the path, waits for its first field, then walks the widths; returns what was wrong, by width. */
async function problemsAcrossWidths(page: Page, path: string, ready = 'input, textarea, select'): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 900 });
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  return problemsAtEveryWidth(page, path);
}

async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // One frame for the layout to follow the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const problem of await layoutProblems(page)) problems.push(`${label} at ${width}px: ${problem}`);
  }
  return problems;
}

describe('forms inside their cards at 320, 390, 768, 1366 and 1920 px', () => {
  it('the public forms: sign-in, sign-up, embedded sign-up, forgot password and the mailed reset', async () => {
    const page = await newPage();
    const problems: string[] = [];
    for (const path of ['/login', '/register', '/embeddedregister?clientId=weather-radar', '/forgot']) {
      problems.push(...(await problemsAcrossWidths(page, path)));
    }
    const ada = await createAccount(stack, { label: 'layout.reset' });
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ada.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('img', { name: 'Sent' }).waitFor();
    problems.push(...(await problemsAtEveryWidth(page, '/forgot (sent)')));
    problems.push(...(await problemsAcrossWidths(page, verifyLinkOf(await waitForMail(stack.identity.dataDir, ada.email, 1)))));
    expect(problems).toEqual([]);
  });

  it("a user's forms: profile, change password and the new enterprise", async () => {
    const user = await createAccount(stack, { label: 'layout.user' });
    const page = await signedInPage(user);
    const problems: string[] = [];
    for (const path of ['/profile', '/profile?tab=change_password', '/enterprise']) {
      problems.push(...(await problemsAcrossWidths(page, path)));
    }
    expect(problems).toEqual([]);
  });

  it("an enterprise administrator's forms: domains, users and single sign-on", async () => {
    const user = await createAccount(stack, { label: 'layout.enterprise' });
    const page = await signedInPage(user);
    await page.goto('/enterprise');
    await page.getByRole('textbox', { name: 'Enterprise name', exact: true }).fill('Office of Layout');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const problems: string[] = [];
    for (const tab of ['Domains', 'Users', 'Single Sign-On']) {
      await page.setViewportSize({ width: 1920, height: 900 });
      const opened = page.getByRole('tab', { name: tab, exact: true });
      await opened.click();
      await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      problems.push(...(await problemsAtEveryWidth(page, `/enterprise ${tab}`)));
    }
    expect(problems).toEqual([]);
  });

  it("the system administrator's application form", async () => {
    const page = await signedInPage(stack.users.admin);
    expect(await problemsAcrossWidths(page, '/applications/create')).toEqual([]);
  });
});
