// Every SPEC §2 page, English and Italian, desktop (1366x768) and phone (390x844), with axe (0
// violations of any impact) and a keyboard walk (every tab stop visible with a focus indicator, no
// trap): issue 31's must-show. One browser context per role and language; each page is loaded once
// and audited at both sizes by resizing the window. Each test collects every finding and asserts the
// list is empty, so one run names all of them. The sweep is one file per role (page-sweep-*.e2e.ts),
// so the browser workers share it. The pages reached only through a flow are audited where their
// tests stand on them: /password/update in forced-password-change.e2e.ts, the second step in
// second-step.e2e.ts, the consent page in oidc-consent.e2e.ts, the framed sign-up in
// embedded-register.e2e.ts.
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
