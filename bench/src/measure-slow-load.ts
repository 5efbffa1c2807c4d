// Time to a usable sign-in form on a slow phone (issue 32): a fresh context (empty cache) at a phone's
// size, the CPU slowed four times and Chrome DevTools' "Fast 3G" network profile, both through the
// DevTools protocol; the figure is when the email field is in the page and enabled, read from the
// page's own clock (ms since navigation start), so the driver's polling does not add to it.
import type { Browser } from 'playwright-core';
import { median } from './lib/alternate';

/** DevTools' "Fast 3G" preset (as Lighthouse defines it): 150 ms RTT x 3.75, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up. */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
} as const;
export const CPU_SLOWDOWN = 4;
export const MAX_SLOW_LOAD_RATIO = 1.3;

const EMAIL_FIELD = 'input[type="email"][autocomplete="username"]';

/**
 * Runs in the page before its scripts: logs performance.now() when the email field first exists and
 * is enabled (a client-rendered page shows it only once its scripts have run). A string, not a
 * function: the bench runs through tsx, whose transpiled functions may call helpers the page lacks.
 */
const watchEmailField = `(() => {
  const note = () => {
    const field = document.querySelector(${JSON.stringify(EMAIL_FIELD)});
    if (!field || field.disabled) return false;
    console.info('email-field-usable ' + performance.now());
    return true;
  };
  const observer = new MutationObserver(() => {
    if (note()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})();`;

/** Milliseconds from navigation start until the email field is usable, on the slow phone. */
export async function slowPhoneLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: watchEmailField });
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', FAST_3G);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The page says when through its console: the portal's Content-Security-Policy refuses the
    // evaluated strings page.waitForFunction polls with.
    const usable = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('email-field-usable '), timeout: 120_000 });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    return Number((await usable).text().split(' ')[1]);
  } finally {
    await context.close();
  }
}

export interface SlowLoadResult {
  /** ms per run, in the order measured. */
  login: number[];
  bare: number[];
  /** median(login) / median(bare). */
  ratio: number;
  maxRatio: number;
  pass: boolean;
}

/** Both pages in turns (bare, login, bare, login…), so a passing load on the machine falls on both alike. */
export async function compareSlowLoads(browser: Browser, loginUrl: string, bareUrl: string, runs: number): Promise<SlowLoadResult> {
  const login: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    bare.push(await slowPhoneLoad(browser, bareUrl));
    login.push(await slowPhoneLoad(browser, loginUrl));
  }
  const ratio = median(login) / median(bare);
  return { login, bare, ratio, maxRatio: MAX_SLOW_LOAD_RATIO, pass: ratio <= MAX_SLOW_LOAD_RATIO };
}
