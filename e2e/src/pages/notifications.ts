// Notifications are Fluent toasts (DESIGN §3). An aria-live copy of the text also exists for
// screen readers, so the visible toast is found as the toaster's list item.
import type { Locator, Page } from 'playwright-core';

export function notification(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text });
}

/** Waits until the toast has finished sliding in, so a screenshot shows it whole. */
export async function settled(toast: Locator): Promise<void> {
  await toast.waitFor();
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
