// axe-core on the live page with its default rule set (WCAG A/AA and best practices). Serious and
// critical violations fail a test; minor and moderate ones are left to review.
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

export async function blockingAccessibilityViolations(page: Page): Promise<BlockingViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.filter((node) => !isKnownFalsePositive(violation.id, node)).map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0);
}
