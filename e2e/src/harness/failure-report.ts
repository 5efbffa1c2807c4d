// What the pages of a failed test showed, printed beside jest's error and kept under
// .tmp/e2e-logs/failures/: a wait that timed out says only what did not appear, not what did (an
// error notification, a dialog still open, another address). CI keeps the printed part only.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { logsDir } from './paths';

const failuresDir = join(logsDir, 'failures');
/** A text longer than this is cut: the report is read in a CI log. */
const TEXT_LIMIT = 300;

/** Open dialogs, alerts and status messages of one frame, as `role "name": text` lines. */
async function shownIn(frame: Frame): Promise<string[]> {
  return frame
    .evaluate((limit) => {
      const shown = (element: Element) => element instanceof HTMLElement && element.offsetParent !== null;
      return [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=alert],[role=status]')]
        .filter((element) => shown(element) && (element.textContent ?? '').trim() !== '')
        .map((element) => {
          const label = element.getAttribute('aria-label') ?? '';
          const text = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, limit);
          return `${element.getAttribute('role')}${label ? ` "${label}"` : ''}: ${text}`;
        });
    }, TEXT_LIMIT)
    .catch((error: unknown) => [`(could not read the frame: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`]);
}

/** Prints as a warning (and returns) what every open page and frame shows, with a screenshot of each page; never throws. */
export async function reportFailedPages(test: string, pages: Page[]): Promise<string> {
  const lines: string[] = [];
  if (pages.length === 0) return '';
  const name = test.replace(/[^\w-]+/g, '-').slice(0, 80);
  mkdirSync(failuresDir, { recursive: true });
  for (const [index, page] of pages.filter((candidate) => !candidate.isClosed()).entries()) {
    lines.push(`page ${index + 1}: ${page.url()}`);
    for (const frame of page.frames()) {
      const where = frame === page.mainFrame() ? '  main' : `  frame ${frame.url()}`;
      const shown = await shownIn(frame);
      lines.push(shown.length === 0 ? `${where}: no dialog, alert or status shown` : `${where}:`, ...shown.map((line) => `    ${line}`));
    }
    const screenshot = join(failuresDir, `${name}-${index + 1}.png`);
    await page.screenshot({ path: screenshot, fullPage: true, timeout: 5_000 }).then(
      () => lines.push(`  screenshot: ${screenshot}`),
      () => lines.push('  (no screenshot)'),
    );
  }
  const report = `The pages of the failed test "${test}" showed:\n${lines.join('\n')}`;
  console.warn(report);
  return report;
}
