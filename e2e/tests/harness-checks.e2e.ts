// The checks the suite relies on must be able to fail: the accessibility helper is run on pages
// with a known defect, and on Fluent's focus sentinels that it deliberately lets through.
import { blockingAccessibilityViolations, useBrowser } from '../src/harness';

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
