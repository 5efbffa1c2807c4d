// One launcher opening as a person does it: the signed-in person is on /profile (the portal fully
// loaded, no request in flight for half a second), clicks the top bar's home link, and the launcher
// lists the applications and asks about each. A fresh page per round, so no card starts from the
// previous round's answers.
import type { BrowserContext } from 'playwright-core';
import { settleProbe, type SettleProbeOutput } from './settle-probe';

export interface LauncherCards {
  /** Applications that answer their checks (their cards must show Launch). */
  answering: string[];
  /** Applications that never answer (their cards must end as Back soon, after the service's timeout). */
  hanging: string[];
}

const HOME_LINK = 'Weather account home';
const FINAL_CONTROLS = ['Launch', 'Learn more', 'Back soon'];

/** Where the time went, from the page's resource timings, ms after the click. */
export interface RoundTimeline {
  /** GET /v1/siteapplications sent: the launcher has rendered and started loading. */
  listSentMs: number;
  /** The last authorization check sent. */
  checksSentMs: number;
  /** The slow application's check answered. */
  slowAnsweredMs: number;
}

export type BrowserRoundResult = SettleProbeOutput & RoundTimeline;

interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
}

function timelineOf(entries: ResourceTiming[], clickedAtMs: number, slowClientId: string): RoundTimeline {
  const after = entries.filter((entry) => entry.startTime >= clickedAtMs);
  const path = (entry: ResourceTiming) => new URL(entry.name).pathname;
  const list = after.find((entry) => path(entry) === '/v1/siteapplications');
  const checks = after.filter((entry) => path(entry).startsWith('/v1/users/me/authorization/'));
  const slow = checks.find((entry) => path(entry).endsWith(`/${slowClientId}`));
  if (!list || checks.length === 0 || !slow) throw new Error('the page made no launcher requests after the click');
  return {
    listSentMs: list.startTime - clickedAtMs,
    checksSentMs: Math.max(...checks.map((entry) => entry.startTime)) - clickedAtMs,
    slowAnsweredMs: slow.responseEnd - clickedAtMs,
  };
}

export async function browserRound(context: BrowserContext, portalUrl: string, cards: LauncherCards, slowClientId: string, timeoutMs: number): Promise<BrowserRoundResult> {
  const page = await context.newPage();
  try {
    await page.goto(`${portalUrl}/profile`);
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: HOME_LINK, exact: true }).waitFor();
    // Fully loaded, as a person finds it before reaching for the home link: without this the click can
    // race the page's own idle work (the launcher list's prefetch among it), and such rounds measure the
    // list's round trip before the checks, not the launcher (docs/performance.md).
    await page.waitForLoadState('networkidle');
    const result = (await page.evaluate(
      settleProbe({ homeLinkName: HOME_LINK, answering: cards.answering, all: [...cards.answering, ...cards.hanging], finalControls: FINAL_CONTROLS, timeoutMs }),
    )) as SettleProbeOutput;
    const wrong = [
      ...cards.answering.filter((name) => result.states[name] !== 'Launch'),
      ...cards.hanging.filter((name) => result.states[name] !== 'Back soon'),
    ];
    if (wrong.length > 0) throw new Error(`the launcher's cards ended in the wrong state: ${JSON.stringify(result.states)}`);
    const entries = (await page.evaluate(
      "performance.getEntriesByType('resource').map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }))",
    )) as ResourceTiming[];
    return { ...result, ...timelineOf(entries, result.clickedAtMs, slowClientId) };
  } finally {
    await page.close();
  }
}
