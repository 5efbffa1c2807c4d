// Notifications are Fluent toasts (DESIGN §3). An aria-live copy of the text also exists for
// screen readers, so the visible toast is found as the toaster's list item.
import type { Locator, Page } from 'playwright-core';

export function notification(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text });
}

/** The toast's card: it names its intent (success, error, warning, info) in data-intent. */
export function card(toast: Locator): Locator {
  return toast.locator('[data-intent]');
}

/** The page's polite live region, which reads every notice but an error (that one is an alert). */
export function politeNotices(page: Page): Locator {
  return page.locator('[role="status"][aria-live="polite"]');
}

/**
 * Waits until the toast has finished sliding in, so a screenshot shows it whole. Its auto-hide timer
 * is an animation too, which is not waited for: it ends with the toast gone.
 */
export async function settled(toast: Locator): Promise<void> {
  await toast.waitFor();
  await toast.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => !(animation.effect instanceof KeyframeEffect && animation.effect.target?.matches('[data-timer-status]')))
        .map((animation) => animation.finished),
    ),
  );
}
