// The page sweep of an enterprise administrator's tabs: English and Italian, desktop and phone, axe and the
// keyboard (issue 31's must-show; sweepPages in src/harness/page-audit.ts says how). One file per
// role, so the browser workers share the sweep.
import { createAccount, useBrowser } from '../src/harness';
import { auditedAtEachViewport, SWEEP_TIMEOUT_MS, SWEPT_LOCALES } from '../src/harness/page-audit';

const { stack, signedInPage } = useBrowser();

describe('every page: axe and the keyboard, English and Italian, desktop and phone', () => {
  it.each(SWEPT_LOCALES)("an enterprise administrator's tabs (%s)", async (locale) => {
    const admin = await createAccount(stack, { label: `sweep.enterprise.${locale}` });
    const page = await signedInPage(admin, { locale });
    await page.goto('/enterprise');
    await page.locator('input').first().fill('Office of Sweeps');
    await page.locator('form button[type="submit"], button:has-text("Save"), button:has-text("Salva")').first().click();
    await page.getByRole('tab').nth(2).waitFor();
    const findings: string[] = [];
    for (const index of [0, 1, 2]) {
      await page.goto('/enterprise');
      const tab = page.getByRole('tab').nth(index);
      await tab.click();
      await page.waitForLoadState('networkidle');
      findings.push(...(await auditedAtEachViewport(page, `/enterprise tab ${(await tab.textContent())?.trim()} ${locale}`)));
    }
    expect(findings).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});
