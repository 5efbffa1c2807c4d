// What a browser downloads to show a page: every script and stylesheet response until the network
// is idle, with its decoded size and its gzip size.
import type { Browser, Page, Response } from 'playwright-core';
import { gzipSize } from './gzip-size';

export interface DownloadedFile {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  url: string;
  files: DownloadedFile[];
  gzipBytes: number;
  bytes: number;
}

function kindOf(response: Response): DownloadedFile['kind'] | null {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
}

/** Sums JS and CSS responses into a weight; files sorted largest first. */
export function weightOf(url: string, files: DownloadedFile[]): PageWeight {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    url,
    files: sorted,
    gzipBytes: sorted.reduce((sum, file) => sum + file.gzipBytes, 0),
    bytes: sorted.reduce((sum, file) => sum + file.bytes, 0),
  };
}

/** Records the JS and CSS a page downloads from now on; `collect` waits for every body. */
export function recordDownloads(page: Page): { collect(): Promise<DownloadedFile[]> } {
  const pending: Promise<DownloadedFile | Error>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    // Settled at once, so a body that can no longer be read (the page closed or navigated under a
    // heavy load) fails the measurement in collect() instead of crashing the process unhandled.
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, bytes: body.length, gzipBytes: gzipSize(body) }),
        (error: unknown) => new Error(`the body of ${response.url()} could not be read: ${String(error)}`),
      ),
    );
  });
  return {
    collect: async () => {
      const settled = await Promise.all(pending);
      const failure = settled.find((file): file is Error => file instanceof Error);
      if (failure) throw failure;
      return settled.filter((file): file is DownloadedFile => !(file instanceof Error));
    },
  };
}

/**
 * Opens `url` in a fresh context (empty cache), waits until `ready` finds the page shown and the
 * network is idle, and returns what was downloaded.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  screenshotPath?: string,
): Promise<PageWeight> {
  return (await measureFirstAndTouched(browser, url, ready, screenshotPath)).first;
}

/**
 * measurePage, then what the page fetches once `touch` acts on it (until the network is idle again):
 * /login fetches the shell only then (docs/adr/0424), so both figures say what a sign-in costs.
 */
export async function measureFirstAndTouched(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  screenshotPath?: string,
  touch?: (page: Page) => Promise<void>,
): Promise<{ first: PageWeight; touched: PageWeight | null }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const downloads = recordDownloads(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    // A person can check that both pages show the same parts.
    if (screenshotPath) await page.screenshot({ path: screenshotPath });
    const first = weightOf(url, await downloads.collect());
    if (!touch) return { first, touched: null };
    const afterTouch = recordDownloads(page);
    await touch(page);
    await page.waitForLoadState('networkidle');
    return { first, touched: weightOf(url, await afterTouch.collect()) };
  } finally {
    await context.close();
  }
}
