// Page-wide checks of issue 31's must-show: a keyboard walk (every tab stop visible and showing a
// focus indicator, no trap), axe and the walk at a desktop's and a phone's size, and a layout check
// (every field inside its card, no sideways scroll).
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';

export interface TabStop {
  /** A short description: tag, role, accessible-ish name. */
  element: string;
  visible: boolean;
  indicator: boolean;
}

export interface KeyboardWalk {
  stops: TabStop[];
  /** Set when Tab left focus on the same element (a trap), with that element. */
  trappedAt: string | null;
}

/**
 * Presses Tab from the top of the page through every tab stop (at most `cap`), until focus leaves
 * the document or comes back to the first stop. For each stop: is it visible (a box of some size,
 * not hidden), and does it show a focus indicator: an outline (style not none, width > 0) or a
 * box-shadow on the element, or Fluent's way of drawing focus: a ::before/::after with a border or
 * outline on the element or one of its three nearest ancestors (data-fui-focus-visible, the
 * focus-within underline of fields).
 */
export async function keyboardWalk(page: Page, cap = 60): Promise<KeyboardWalk> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const stops: TabStop[] = [];
  let first: string | null = null;
  let previous: string | null = null;
  for (let index = 0; index < cap; index += 1) {
    await page.keyboard.press('Tab');
    // Fluent draws a field's focus underline with a transition from scaleX(0): measure its end.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))),
    );
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element === document.documentElement) return null;
      if (element.tagName === 'IFRAME') return { id: 'iframe', element: 'iframe', visible: true, indicator: true };
      const marker = element.dataset.sweepId ?? (element.dataset.sweepId = String(Math.random()));
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const described = `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
      const style = getComputedStyle(element);
      // Fluent's checkboxes, radios and switches are a transparent input over their drawn indicator.
      const drawnBySibling = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) && Number(style.opacity) === 0;
      const shown = drawnBySibling && element.parentElement ? element.parentElement : element;
      const box = shown.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(getComputedStyle(shown).opacity) > 0;
      const drawn = (css: CSSStyleDeclaration) =>
        (css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) > 0) ||
        (css.boxShadow !== 'none' && css.boxShadow !== '');
      const pseudoDrawn = (node: Element) =>
        ['::after', '::before'].some((pseudo) => {
          const css = getComputedStyle(node, pseudo);
          if (css.content === 'none' || css.content === 'normal') return false;
          if (/matrix\(0,/.test(css.transform)) return false;
          const border = ['Top', 'Right', 'Bottom', 'Left'].some(
            (side) => css.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(css.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
          );
          return border || drawn(css);
        });
      let indicator = drawn(style) || pseudoDrawn(element);
      let ancestor = element.parentElement;
      for (let level = 0; !indicator && ancestor && level < 3; level += 1, ancestor = ancestor.parentElement) {
        const css = getComputedStyle(ancestor);
        const focusWrapper = ancestor.hasAttribute('data-fui-focus-visible') || ancestor.hasAttribute('data-fui-focus-within') || ancestor.matches(':focus-within');
        indicator = pseudoDrawn(ancestor) || (focusWrapper && ancestor.hasAttribute('data-fui-focus-visible') && drawn(css));
      }
      return { id: marker, element: described, visible, indicator };
    });
    if (!stop) break;
    if (stop.id === first) break;
    if (stop.id === previous) return { stops, trappedAt: stop.element };
    first ??= stop.id;
    previous = stop.id;
    stops.push({ element: stop.element, visible: stop.visible, indicator: stop.indicator });
  }
  return { stops, trappedAt: null };
}

/** What a keyboard walk found wrong, one line each. */
export function keyboardProblems(walk: KeyboardWalk): string[] {
  const problems = walk.stops.filter((stop) => !stop.visible || !stop.indicator).map((stop) => `${stop.element}: ${stop.visible ? 'no focus indicator' : 'not visible'}`);
  if (walk.trappedAt) problems.push(`focus trapped at ${walk.trappedAt}`);
  // Every audited page has a language menu or a link at least: a walk that reached nothing checked nothing.
  if (walk.stops.length === 0) problems.push('Tab reached no element');
  return problems;
}

/** The sizes of issue 31's must-show: a desktop and a phone. */
const AUDITED_VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * axe (every impact) and the keyboard walk on the page as it stands, at each audited size: the
 * window is resized, not reloaded, so a page reached through a sign-in is audited where it stands.
 * One line per finding, each prefixed with `where` and the size.
 */
export async function auditedAtEachViewport(page: Page, where: string): Promise<string[]> {
  const findings: string[] = [];
  for (const viewport of AUDITED_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Two frames: media-query listeners re-render the page at its new size before it is measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const at = `${where} ${viewport.name}`;
    for (const violation of await accessibilityViolations(page)) findings.push(`${at}: axe ${violation.id} (${violation.impact}) at ${violation.targets.join(', ')}`);
    for (const problem of keyboardProblems(await keyboardWalk(page))) findings.push(`${at}: keyboard ${problem}`);
  }
  return findings;
}

/*
 * The page sweep (tests/page-sweep-*.e2e.ts, one file per role so the browser workers share it):
 * every SPEC §2 page, English and Italian, desktop (1366x768) and phone (390x844), with axe (0
 * violations of any impact) and a keyboard walk (every tab stop visible with a focus indicator, no
 * trap). One browser context per role and language; each page is loaded once and audited at both
 * sizes by resizing the window. Each test collects every finding and asserts the list is empty, so
 * one run names all of them. The pages reached only through a flow are audited where their tests
 * stand on them: /password/update in forced-password-change.e2e.ts, the second step in
 * second-step.e2e.ts, the consent page in oidc-consent.e2e.ts, the framed sign-up in
 * embedded-register.e2e.ts.
 */

/** The locales every page is swept in. */
export const SWEPT_LOCALES = ['en-US', 'it-IT'];
/** Each sweep test audits several pages twice over: about 30 s alone, more beside other browser files. */
export const SWEEP_TIMEOUT_MS = 180_000;

/** Loads each path once and returns every axe and keyboard finding at both sizes, one line each. */
export async function sweepPages(page: Page, paths: string[], locale: string): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.locator('h1, h2, [role="heading"]').first().waitFor();
    // Let the page's data and lazy chunks settle before the audit. Best effort: the strength meter's
    // dictionaries on the sign-up forms (megabytes, gzipped by the portal at their first request)
    // kept the network busy past 30 s in CI with two browser files at once; the audit of a page
    // still loading can only find more, never hide a finding.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    findings.push(...(await auditedAtEachViewport(page, `${path} ${locale}`)));
  }
  return findings;
}

/**
 * Every input, select, textarea and button of the page lies inside its card (the nearest Fluent
 * card, dialog surface or form), to the pixel; and the page does not scroll sideways.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`);
    const fields = document.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    for (const field of Array.from(fields)) {
      const box = field.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(field);
      // Fluent's checkboxes, radios and switches draw a visible indicator over a zero-opacity input.
      if (style.visibility === 'hidden' || (style.opacity === '0' && field.tagName === 'INPUT')) continue;
      const card = field.closest<HTMLElement>('.fui-Card, .fui-DialogSurface, form');
      const name = `${field.tagName.toLowerCase()} "${(field.getAttribute('aria-label') ?? field.getAttribute('name') ?? field.textContent ?? '').trim().slice(0, 30)}"`;
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`${name} leaves the window: ${Math.round(box.left)}-${Math.round(box.right)} of ${window.innerWidth}`);
      if (!card) continue;
      const outer = card.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) {
        problems.push(`${name} (${Math.round(box.left)}-${Math.round(box.right)}) outside its ${card.className.match(/fui-\w+/)?.[0] ?? card.tagName.toLowerCase()} (${Math.round(outer.left)}-${Math.round(outer.right)})`);
      }
    }
    return problems;
  });
}
