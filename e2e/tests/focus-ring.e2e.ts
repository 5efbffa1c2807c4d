// A keyboard user sees where the focus is in the top bar (issue 31 #4, WCAG 2.4.7): the SYSADMIN's
// Applications link, the home link and the avatar button each show a focus ring when tabbed to, on
// a desktop and on a phone.
import type { Page } from 'playwright-core';
import { useBrowser } from '../src/harness';

const { stack, signedInPage } = useBrowser();
const PHONE = { width: 390, height: 844 };

interface FocusRing {
  name: string;
  outline: string;
  boxShadow: string;
  visible: boolean;
}

/** The focused element's name and the ring it draws: an outline or a box shadow of some width. */
function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      boxShadow: style.boxShadow,
      visible: outlined || shadowed,
    };
  });
}

/** Tabs from where the focus is until the top bar's avatar button, returning each stop's ring. */
async function tabThroughTopBar(page: Page): Promise<FocusRing[]> {
  const stops: FocusRing[] = [];
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press('Tab');
    const inBanner = await page.evaluate(() => document.activeElement?.closest('header') !== null);
    if (!inBanner) continue;
    const stop = await focusRing(page);
    stops.push(stop);
    if (stop.name.startsWith('Account menu of')) return stops;
  }
  return stops;
}

describe('the top bar shows the keyboard focus', () => {
  it('on the Applications link, the home link and the avatar button on a desktop, and on the Applications link on a phone', async () => {
    const page = await signedInPage(stack.users.admin);
    await page.goto('/appLauncher');
    await page.getByRole('link', { name: 'Applications', exact: true }).waitFor();

    const desktop = await tabThroughTopBar(page);
    const ringed = (stops: FocusRing[], name: string) => stops.find((stop) => stop.name.startsWith(name));
    for (const name of ['Weather account home', 'Applications', 'Account menu of']) {
      expect({ name, ...ringed(desktop, name) }).toEqual(expect.objectContaining({ name: expect.stringContaining(name), visible: true }));
    }

    // On a phone: back to the Applications link by keyboard (a focus given by script shows no ring).
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Applications', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusRing(page)).toEqual(expect.objectContaining({ name: 'Applications', visible: true }));
  });
});
