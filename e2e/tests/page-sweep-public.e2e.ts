// The page sweep of the public pages, signed out: English and Italian, desktop and phone, axe and the
// keyboard (issue 31's must-show; sweepPages in src/harness/page-audit.ts says how). One file per
// role, so the browser workers share the sweep.
import { useBrowser } from '../src/harness';
import { SWEEP_TIMEOUT_MS, SWEPT_LOCALES, sweepPages } from '../src/harness/page-audit';

const { newPage } = useBrowser();

describe('every page: axe and the keyboard, English and Italian, desktop and phone', () => {
  it.each(SWEPT_LOCALES)('the public pages, signed out (%s)', async (locale) => {
    const page = await newPage({ locale });
    const paths = ['/login', '/register', '/embeddedregister?clientId=weather-radar', '/forgot', '/verify/not-a-valid-token', '/error', '/app-down?name=Radar'];
    expect(await sweepPages(page, paths, locale)).toEqual([]);
  }, SWEEP_TIMEOUT_MS);
});
