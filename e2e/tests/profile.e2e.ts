// Edit profile on /profile (SPEC §2, §5, §8): every field saved through the real API, Save only
// for valid changes, the spec's messages, and the saved values after a reload.
import { saveScreenshot, useBrowser } from '../src/harness';
import { notification, settled } from '../src/pages/notifications';
import { ProfilePage } from '../src/pages/profile-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { editor, reader } = stack.users;

describe('edit profile', () => {
  it('shows the account with Save disabled until something changes', async () => {
    const page = await signedInPage(reader);
    const profile = await new ProfilePage(page).open();

    expect(await profile.firstName.inputValue()).toBe(reader.first_name);
    expect(await profile.lastName.inputValue()).toBe(reader.last_name);
    expect(await profile.email.inputValue()).toBe(reader.email);
    expect(await profile.email.getAttribute('readonly')).not.toBeNull();
    expect(await profile.save.isDisabled()).toBe(true);
    await saveScreenshot(page, 'profile');

    await profile.jobTitle.fill('Forecaster');
    expect(await profile.save.isEnabled()).toBe(true);
    await profile.cancel.click();
    expect(await profile.jobTitle.inputValue()).toBe('');
    expect(await profile.save.isDisabled()).toBe(true);
  });

  it('saves names, job title, phone and time zone, says "Profile Updated" and keeps them after a reload', async () => {
    const page = await signedInPage(editor);
    const profile = await new ProfilePage(page).open();
    const changed = { first_name: 'Edwina', last_name: 'Cirrus' };

    await profile.firstName.fill(changed.first_name);
    await profile.lastName.fill(changed.last_name);
    await profile.jobTitle.fill('Senior forecaster');
    await profile.phone.fill('0412345678');
    await profile.chooseTimezone('Sydney', 'Australia/Sydney');
    expect(await profile.timezone.inputValue()).toBe('Australia/Sydney');
    expect(await profile.save.isEnabled()).toBe(true);
    await profile.save.click();

    const updated = notification(page, 'Profile Updated');
    await settled(updated);
    await saveScreenshot(page, 'profile-updated');
    // The toast sits below the 48 px top bar, never over the avatar and its menu.
    expect((await updated.boundingBox())?.y).toBeGreaterThanOrEqual(48);
    expect(await profile.save.isDisabled()).toBe(true);
    // SPEC §9: the profile save notification hides after 3 seconds.
    await updated.waitFor({ state: 'detached', timeout: 6_000 });

    await page.reload();
    await profile.heading.waitFor();
    await page.waitForFunction(() => (document.querySelector('input[name="first_name"]') as HTMLInputElement | null)?.value === 'Edwina');
    expect(await profile.lastName.inputValue()).toBe('Cirrus');
    expect(await profile.jobTitle.inputValue()).toBe('Senior forecaster');
    expect(await profile.phone.inputValue()).toBe('0412345678');
    await page.waitForFunction(() => (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value === 'Australia/Sydney');
    // The top bar follows the saved name.
    const avatar = new TopBar(page).avatarButton({ ...editor, ...changed });
    expect((await avatar.innerText()).trim()).toBe('E');
  });

  it("refuses invalid input with the spec's messages and keeps Save disabled", async () => {
    const page = await signedInPage(reader);
    const profile = await new ProfilePage(page).open();

    await profile.firstName.fill('Zoe@home');
    await page.getByText('First name cannot contain special characters').waitFor();
    expect(await profile.save.isDisabled()).toBe(true);
    await profile.firstName.fill(reader.first_name);

    await profile.lastName.fill('');
    await page.getByText('Last name is required').waitFor();
    expect(await profile.save.isDisabled()).toBe(true);
    await profile.lastName.fill('Rainer-Smith');
    await page.getByText('Last name cannot contain special characters').waitFor();
    expect(await profile.save.isDisabled()).toBe(true);
    await profile.lastName.fill(reader.last_name);

    await profile.phone.fill('04 1234');
    await page.getByText('Phone number only accepts digits').waitFor();
    expect(await profile.save.isDisabled()).toBe(true);
    await saveScreenshot(page, 'profile-invalid');
    // The error under the phone must not push the time zone box in the same row out of line.
    const [phoneBox, timezoneBox] = [await profile.phone.boundingBox(), await profile.timezone.boundingBox()];
    expect(Math.abs((phoneBox?.y ?? 0) - (timezoneBox?.y ?? -100))).toBeLessThanOrEqual(1);

    // A valid change alongside the invalid one is still not enough.
    await profile.jobTitle.fill('Observer');
    expect(await profile.save.isDisabled()).toBe(true);
    await profile.phone.fill('0298765432');
    expect(await profile.save.isEnabled()).toBe(true);
  });
});
