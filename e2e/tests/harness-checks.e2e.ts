// The checks the suite relies on must be able to fail: the accessibility helper is run on pages
// with a known defect, and on Fluent's focus sentinels that it deliberately lets through. The
// report of a failed test's pages is run on a page whose frame shows an error.
import { existsSync } from 'node:fs';
import { blockingAccessibilityViolations, useBrowser } from '../src/harness';
import { reportFailedPages } from '../src/harness/failure-report';

const { newPage } = useBrowser();

const page = (body: string) => `<!doctype html><html lang="en"><head><title>check</title></head><body><main>${body}</main></body></html>`;

describe('the accessibility check', () => {
  it('reports a serious violation', async () => {
    const tab = await newPage();
    await tab.setContent(page('<h1>Form</h1><button></button>'));

    const violations = await blockingAccessibilityViolations(tab);

    expect(violations.map((violation) => violation.id)).toEqual(['button-name']);
  });

  it("lets Fluent's tabster sentinels through but not other focusable aria-hidden elements", async () => {
    const tab = await newPage();
    const sentinel = '<i tabindex="0" role="none" data-tabster-dummy="" aria-hidden="true"></i>';
    await tab.setContent(page(`<h1>Tabs</h1>${sentinel}<p>text</p>${sentinel}`));
    expect(await blockingAccessibilityViolations(tab)).toEqual([]);

    await tab.setContent(page(`<h1>Tabs</h1>${sentinel}<span tabindex="0" aria-hidden="true">x</span>`));
    const violations = await blockingAccessibilityViolations(tab);
    expect(violations).toEqual([expect.objectContaining({ id: 'aria-hidden-focus', targets: ['span'] })]);
  });
});

describe('the report of a failed test’s pages', () => {
  it('names each page and frame, the dialogs and alerts they show, and saves a screenshot', async () => {
    const tab = await newPage();
    const framed = '<div role="alertdialog" aria-label="Terms of use">Accept or decline</div><div role="alert">Sign-up failed: Too many attempts</div>';
    await tab.setContent(page(`<h1>Parent</h1><iframe srcdoc='${framed}'></iframe><p role="status" hidden>not shown</p>`));
    await tab.frames()[1]!.waitForSelector('[role=alert]');
    const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const report = await reportFailedPages('a check of the report', [tab]);

    expect(log).toHaveBeenCalledWith(report);
    log.mockRestore();
    const lines = report.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['  main: no dialog, alert or status shown', '    alertdialog "Terms of use": Accept or decline', '    alert: Sign-up failed: Too many attempts']),
    );
    const screenshot = /screenshot: (.+)$/.exec(report)?.[1];
    expect(screenshot && existsSync(screenshot)).toBe(true);
  });
});
