// The signed-in person's language (docs/adr/0803): chosen on the profile and saved as their locale,
// used by the portal at their next sign-in in another browser, and saved again when they switch
// the language in the top bar.
import { saveScreenshot, useBrowser } from '../src/harness';
import { signInToApi } from '../src/harness/api-session';
import { createAccount } from '../src/harness/new-account';
import { ProfilePage } from '../src/pages/profile-page';

const { stack, signedInPage } = useBrowser();

async function storedLocale(email: string, password: string): Promise<string | null> {
  const api = await signInToApi(stack.apiUrl, stack.portalUrl, email, password);
  return ((await (await api.request('GET', '/v1/users/me')).json()) as { locale: string | null }).locale;
}

describe('the language of the signed-in person', () => {
  it('is saved from the profile, followed at once, and used at the next sign-in in an English browser', async () => {
    const user = await createAccount(stack, { label: 'language' });
    const page = await signedInPage(user, { locale: 'en-US' });
    const profile = await new ProfilePage(page).open();
    const language = page.getByRole('combobox', { name: 'Language' });
    expect(await language.textContent()).toContain("The browser's language");

    await language.click();
    await page.getByRole('option', { name: 'Italiano' }).click();
    await profile.save.click();

    // The portal follows the saved language without a reload.
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Lingua: Italiano' }).waitFor();
    expect(await storedLocale(user.email, user.password)).toBe('it');
    await saveScreenshot(page, 'profile-language-saved');

    // Another browser, set to English, with nothing remembered: the stored language wins.
    const elsewhere = await signedInPage(user, { locale: 'en-US' });
    await elsewhere.goto('/profile');
    await elsewhere.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor();
    await elsewhere.getByRole('button', { name: 'Lingua: Italiano' }).waitFor();
  });

  it('is saved when the signed-in person switches the language in the top bar', async () => {
    const user = await createAccount(stack, { label: 'language-menu' });
    const page = await signedInPage(user, { locale: 'en-US' });
    await new ProfilePage(page).open();
    expect(await storedLocale(user.email, user.password)).toBeNull();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await page.getByRole('heading', { name: 'Profilo', level: 1 }).waitFor();

    for (let tries = 0; tries < 50 && (await storedLocale(user.email, user.password)) !== 'it'; tries += 1) await page.waitForTimeout(100);
    expect(await storedLocale(user.email, user.password)).toBe('it');
    // The profile's select shows it after a reload.
    await page.reload();
    await page.getByRole('combobox', { name: 'Lingua' }).filter({ hasText: 'Italiano' }).waitFor();
  });
});
