// The avatar (SPEC §2, §4, §5, §8): crop and upload through the real API, the top bar follows at
// once; clear it and the initial is back; a file over 512 KB is refused before anything is sent.
import { accessibilityViolations, saveScreenshot, useBrowser } from '../src/harness';
import { AvatarDialog, drawPng } from '../src/pages/avatar-dialog';
import { notification } from '../src/pages/notifications';
import { ProfilePage } from '../src/pages/profile-page';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { painter } = stack.users;

describe('avatar', () => {
  it('crops and uploads a picture, shows it in the top bar at once, then clears it back to the initial', async () => {
    const page = await signedInPage(painter);
    await new ProfilePage(page).open();
    const topBarAvatar = new TopBar(page).avatarButton(painter);
    expect((await topBarAvatar.innerText()).trim()).toBe('P');

    const dialog = await new AvatarDialog(page).open();
    expect(await dialog.update.isDisabled()).toBe(true);
    await dialog.choose(await drawPng(page, 640, 480));
    await dialog.cropArea.locator('canvas').waitFor();
    // Place the sun in the circle and zoom in by 0.5 (five steps of 0.1).
    const box = await dialog.cropArea.boundingBox();
    if (!box) throw new Error('the crop area has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await dialog.zoom.focus();
    for (let step = 0; step < 5; step += 1) await dialog.zoom.press('ArrowRight');
    expect(await dialog.zoom.inputValue()).toBe('1.5');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'avatar-crop');
    await dialog.update.click();

    await notification(page, 'Avatar Updated!').waitFor();
    await dialog.root.waitFor({ state: 'detached' });
    // The top bar shows the new picture without a reload: its image comes from the API, loaded.
    const image = topBarAvatar.locator('img');
    await image.waitFor();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^${stack.apiUrl}/v1/users/me/avatar\\?v=\\d+$`));
    await page.waitForFunction((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0, await image.elementHandle());
    const answer = await page.context().request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    // The crop is a square cut from the circle's frame, not the 640 x 480 original.
    const size = await image.evaluate((element) => [(element as HTMLImageElement).naturalWidth, (element as HTMLImageElement).naturalHeight]);
    expect(size[0]).toBe(size[1]);
    await saveScreenshot(page, 'avatar-updated');

    // Clear image: the top bar shows the initial again.
    await dialog.open();
    await dialog.clear.click();
    await notification(page, 'Image cleared').waitFor();
    await topBarAvatar.locator('img').waitFor({ state: 'detached' });
    expect((await topBarAvatar.innerText()).trim()).toBe('P');
    expect((await page.context().request.get(`${stack.apiUrl}/v1/users/me/avatar`)).status()).toBe(404);
  });

  it('refuses a file over 512 KB with "Max. file size is 512 KB" and keeps Update disabled', async () => {
    const page = await signedInPage(painter);
    await new ProfilePage(page).open();
    const dialog = await new AvatarDialog(page).open();

    await dialog.choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(524_289) });

    await dialog.root.getByText('Max. file size is 512 KB').waitFor();
    expect(await dialog.update.isDisabled()).toBe(true);
    await dialog.cancel.click();
    await dialog.root.waitFor({ state: 'detached' });
  });
});
