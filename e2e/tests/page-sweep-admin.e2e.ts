// Every SPEC §2 page, English and Italian, desktop (1366x768) and phone (390x844), with axe (0
// violations of any impact) and a keyboard walk (every tab stop visible with a focus indicator, no
// trap): issue 31's must-show. One browser context per role and language; each page is loaded once
// and audited at both sizes by resizing the window. Each test collects every finding and asserts the
// list is empty, so one run names all of them. The sweep is one file per role (page-sweep-*.e2e.ts),
// so the browser workers share it. The pages reached only through a flow are audited where their
// tests stand on them: /password/update in forced-password-change.e2e.ts, the second step in
// second-step.e2e.ts, the consent page in oidc-consent.e2e.ts, the framed sign-up in
// embedded-register.e2e.ts.
import { useBrowser } from '../src/harness';
import { SWEEP_TIMEOUT_MS, SWEPT_LOCALES, sweepPages } from '../src/harness/page-audit';

const { stack, signedInPage } = useBrowser();

describe('every page: axe and the keyboard, English and Italian, desktop and phone', () => {
  it.each(SWEPT_LOCALES)("a system administrator's pages (%s)", async (locale) => {
    const page = await signedInPage(stack.users.admin, { locale });
    const paths = ['/applications', '/applications/create', '/applications/1', '/impersonateUser'];
    expect(await sweepPages(page, paths, locale)).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});
