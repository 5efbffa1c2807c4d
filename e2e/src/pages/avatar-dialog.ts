// The avatar's crop dialog on /profile (SPEC §2, §5): located by role and visible English label.
import type { Locator, Page } from 'playwright-core';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class AvatarDialog {
  readonly trigger: Locator;
  readonly root: Locator;
  readonly browse: Locator;
  readonly cropArea: Locator;
  readonly zoom: Locator;
  readonly update: Locator;
  readonly cancel: Locator;
  readonly clear: Locator;

  constructor(private readonly page: Page) {
    this.trigger = page.getByRole('button', { name: 'Change avatar', exact: true });
    this.root = page.getByRole('dialog', { name: 'Update avatar' });
    this.browse = this.root.getByRole('button', { name: 'Browse file', exact: true });
    this.cropArea = this.root.getByRole('img', { name: /^Crop area/ });
    this.zoom = this.root.getByRole('slider', { name: 'Zoom' });
    this.update = this.root.getByRole('button', { name: 'Update', exact: true });
    this.cancel = this.root.getByRole('button', { name: 'Cancel', exact: true });
    this.clear = this.root.getByRole('button', { name: 'Clear image', exact: true });
  }

  async open(): Promise<this> {
    await this.trigger.click();
    await this.root.waitFor();
    return this;
  }

  /** Browse file as a person does: the button opens the file chooser, which gets the file. */
  async choose(file: ImageFile): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.browse.click()]);
    await chooser.setFiles(file);
  }
}

/**
 * A photo-like PNG drawn by the browser itself (a sky gradient with a sun off-centre), so the test
 * needs no image library and no file on disk.
 */
export async function drawPng(page: Page, width: number, height: number): Promise<ImageFile> {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#1e5fa8');
      sky.addColorStop(1, '#bfe3ff');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffd23f';
      context.beginPath();
      context.arc(width * 0.7, height * 0.35, Math.min(width, height) / 6, 0, 2 * Math.PI);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return { name: 'sky.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}
