// The page sweep of a user's pages: English and Italian, desktop and phone, axe and the
// keyboard (issue 31's must-show; sweepPages in src/harness/page-audit.ts says how). One file per
// role, so the browser workers share the sweep.
import { useBrowser } from '../src/harness';
import { SWEEP_TIMEOUT_MS, SWEPT_LOCALES, sweepPages } from '../src/harness/page-audit';

const { stack, signedInPage } = useBrowser();

describe('every page: axe and the keyboard, English and Italian, desktop and phone', () => {
  it.each(SWEPT_LOCALES)("a user's pages (%s)", async (locale) => {
    const page = await signedInPage(stack.users.reader, { locale });
    const paths = ['/appLauncher', '/profile', '/profile?tab=change_password', '/switch?email=someone.else%40e2e.example.com', '/enterprise'];
    expect(await sweepPages(page, paths, locale)).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});
