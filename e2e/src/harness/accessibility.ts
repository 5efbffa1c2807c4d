// axe-core on the live page with its default rule set (WCAG A/AA and best practices).
// blockingAccessibilityViolations: serious and critical ones only; accessibilityViolations: every
// impact (issue 31: 0 violations of any impact on every page).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface BlockingViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface ViolationNode {
  html: string;
  target: unknown[];
}

/**
 * Fluent UI's focus manager (tabster) puts focusable, aria-hidden <i data-tabster-dummy> sentinels
 * at the edges of tab lists and menus to steer focus. That is by design (microsoft/tabster#288,
 * microsoft/fluentui#27517) and accessibility scanners exclude it; so do we, for that rule and
 * those elements only. Any other aria-hidden focusable element still fails.
 */
function isKnownFalsePositive(ruleId: string, node: ViolationNode): boolean {
  return ruleId === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy/.test(node.html);
}

/**
 * Lets short transitions (a toast sliding in, a dialog fading in) end first: axe measures colour
 * contrast on what is painted, and a half-faded element fails it although the finished one passes.
 * Long ones (a toast's auto-hide timer) and endless ones (spinners) are not waited for.
 */
async function shortAnimationsFinished(page: Page): Promise<void> {
  const finished = () =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return timing !== undefined && timing.iterations !== Infinity && typeof timing.duration === 'number' && timing.duration <= 1000;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  // In every frame too: a framed page (the embedded sign-up) is measured as well.
  await Promise.all(page.frames().map((frame) => frame.evaluate(finished).catch(() => undefined)));
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

async function violationsOf(page: Page, impacts: readonly Impact[]): Promise<BlockingViolation[]> {
  await shortAnimationsFinished(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact != null && impacts.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.filter((node) => !isKnownFalsePositive(violation.id, node)).map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0);
}

export function blockingAccessibilityViolations(page: Page): Promise<BlockingViolation[]> {
  return violationsOf(page, ['serious', 'critical']);
}

/** Every violation, whatever its impact (minor and moderate included). */
export function accessibilityViolations(page: Page): Promise<BlockingViolation[]> {
  return violationsOf(page, ['minor', 'moderate', 'serious', 'critical']);
}
