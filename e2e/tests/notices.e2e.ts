// Notices (issue 31 #8): a success and an error look and sound different, an error stays until it is
// closed, and on a phone no toast lies over the form's primary button. Saving the profile gives the
// success; the same save refused by the server (its answer replaced by a 409) gives the error.
import type { Locator, Page } from 'playwright-core';
import { accessibilityViolations, createAccount, saveScreenshot, useBrowser } from '../src/harness';
import { card, notification, politeNotices, settled } from '../src/pages/notifications';

const { stack, signedInPage } = useBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The page's fields and buttons the toast lies over, named by the start of their HTML. */
async function coveredBy(page: Page, toast: Locator): Promise<string[]> {
  const box = (await toast.boundingBox()) as Box;
  const covered: string[] = [];
  for (const control of await page.locator('main').locator('input, button, [role="combobox"]').all()) {
    const controlBox = await control.boundingBox();
    if (controlBox && overlaps(box, controlBox)) covered.push(await control.evaluate((element) => element.outerHTML.slice(0, 80)));
  }
  return covered;
}

const walks = [
  { name: 'desktop, English', viewport: { width: 1366, height: 768 }, locale: 'en-US', updated: 'Profile Updated', notUpdated: 'Profile not updated', dismiss: 'Dismiss' },
  { name: 'phone, Italian', viewport: { width: 390, height: 844 }, locale: 'it-IT', updated: 'Profilo aggiornato', notUpdated: 'Profilo non aggiornato', dismiss: 'Chiudi' },
];

describe('notices on /profile', () => {
  it.each(walks)('$name: a success in its colours read politely, an error as an alert that stays until closed, neither over the form', async (walk) => {
    const user = await createAccount(stack, { label: 'notices' });
    const page = await signedInPage(user, { locale: walk.locale });
    await page.setViewportSize(walk.viewport);
    await page.goto('/profile');
    const jobTitle = page.locator('input[name="job_title"]');
    const save = page.locator('form button[type="submit"]');
    await jobTitle.waitFor();

    await jobTitle.fill('Forecaster');
    // The live region holds a text only while it is read, so the watch starts before the click.
    const spoken = politeNotices(page).filter({ hasText: walk.updated }).waitFor({ state: 'attached' });
    await save.click();
    await spoken;
    const success = notification(page, walk.updated);
    await settled(success);
    // A success hides after 3 s; the pointer on it pauses that, so the checks below never race it.
    await success.hover();
    expect(await card(success).getAttribute('data-intent')).toBe('success');
    expect(await success.getByRole('alert').count()).toBe(0);
    expect(await card(success).locator('svg').count()).toBeGreaterThan(0);
    expect(await coveredBy(page, success)).toEqual([]);
    await saveScreenshot(page, `notices-success-${walk.viewport.width}`);

    await page.route('**/v1/users/me', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ statusCode: 409, message: 'Conflict', error: 'Conflict' }) })
        : route.fallback(),
    );
    await jobTitle.fill('Senior forecaster');
    await save.click();
    const failure = notification(page, walk.notUpdated);
    await settled(failure);
    expect(await card(failure).getAttribute('data-intent')).toBe('error');
    expect(await failure.getByRole('alert').textContent()).toContain(walk.notUpdated);
    // An error has no auto-hide timer: it waits for the person.
    expect(await failure.locator('[data-timer-status]').count()).toBe(0);
    expect(await coveredBy(page, failure)).toEqual([]);
    await saveScreenshot(page, `notices-error-${walk.viewport.width}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await failure.getByRole('button', { name: walk.dismiss }).click();
    await failure.waitFor({ state: 'detached' });
  });
});
