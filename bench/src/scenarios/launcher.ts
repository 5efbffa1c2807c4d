// Scenario 5: the launcher's three authorization checks (GET /v1/users/me/authorization/{clientId},
// one per card, sent at once) while one application answers after 300 ms, one never answers (the
// service's WEBHOOK_TIMEOUT ends its check) and one answers at once. Measured twice against the
// slow application's own latency, asked directly in the same run, in alternating rounds:
// - in chromium, what a person sees: from clicking the top bar's home link on /profile until the
//   answering applications' cards show Launch (the page's own clock, at the frame that shows it);
// - at the API: from sending the three checks until the answering ones have answered.
// Target: settle <= slowest + 50 ms (medians).
import { launchChromium } from '@weather/e2e/servers';
import type { Browser } from 'playwright-core';
import { alternate, median } from '../lib/alternate';
import { watchRss } from '../lib/rss';
import { apiRound } from '../launcher/api-round';
import { browserRound, type BrowserRoundResult } from '../launcher/browser-round';
import { directRound } from '../launcher/direct-round';
import { FAST, HANGING, SLOW, startLauncherStack, type LauncherStack } from '../launcher/launcher-stack';
import { ALLOWED_EXTRA_MS, settleVerdict } from '../launcher/settle-verdict';
import type { BenchContext, Scenario, ScenarioResult } from '../scenario';

const SLOW_ANSWER_MS = 300;
/** Longer than the service's check timeout (WEBHOOK_TIMEOUT, 2 s), so the hanging card settles too. */
const ROUND_TIMEOUT_MS = 15_000;

const TITLE = `launcher: three authorization checks, one answering in ${SLOW_ANSWER_MS} ms, one never, one at once`;
const TARGET = `<= slowest + ${ALLOWED_EXTRA_MS} ms`;

function result(context: BenchContext, id: string, title: string, productLabel: string, settleMs: number[], slowestMs: number[], extra: Record<string, number>, notes: string[]): ScenarioResult {
  const verdict = settleVerdict(settleMs, slowestMs, extra);
  return {
    id,
    title,
    engine: context.engine,
    product: { label: productLabel, figures: verdict.product },
    baseline: { label: `the slow application asked directly (signed POST, answers after ${SLOW_ANSWER_MS} ms)`, figures: verdict.baseline },
    ratio: verdict.ratio,
    ratioOf: 'settle p50 / slowest application p50',
    target: TARGET,
    pass: verdict.pass,
    notes: [`settle p50 is ${verdict.extraMs.toFixed(1)} ms over the slowest application's p50 (p95 ${verdict.product.p95?.toFixed(1)} vs ${verdict.baseline.p95?.toFixed(1)} ms)`, ...notes],
  };
}

async function measureApi(context: BenchContext, stack: LauncherStack, rounds: number): Promise<ScenarioResult> {
  const checks = { session: stack.session, answering: [SLOW.clientId, FAST.clientId], hanging: [HANGING.clientId] };
  const direct = () => directRound(stack.slow.webhookUrl, stack.slowSecret);
  // Warm-up: connections and the first compilation of the paths are not what a person waits for.
  await (await apiRound(checks)).hanging;
  await direct();
  const measured = await alternate(rounds, () => apiRound(checks), direct);
  const hanging = (await Promise.all(measured.a.map((round) => round.hanging))).flat();
  const wrong = hanging.filter((answer) => answer.status !== 200 || answer.code !== 504);
  if (wrong.length > 0) throw new Error(`the hanging application's check did not end as a timeout: ${JSON.stringify(wrong)}`);
  const hangingMs = median(hanging.map((answer) => answer.ms));
  context.log(`  API: answering settled p50 ${median(measured.a.map((round) => round.answeringSettledMs)).toFixed(1)} ms, hanging check ended after ${hangingMs.toFixed(0)} ms (504)`);
  return result(
    context,
    '5-launcher-api',
    `${TITLE} (API)`,
    'the three checks sent at once, until the answering two answered',
    measured.a.map((round) => round.answeringSettledMs),
    measured.b,
    { hangingCheckP50Ms: hangingMs },
    [`the hanging application's check ended as 504 after ${hangingMs.toFixed(0)} ms (the service's WEBHOOK_TIMEOUT)`],
  );
}

async function measureBrowser(context: BenchContext, stack: LauncherStack, browser: Browser, rounds: number): Promise<ScenarioResult> {
  const browserContext = await browser.newContext({ locale: 'en-US' });
  try {
    const signIn = await browserContext.request.post(`${stack.apiUrl}/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl },
      data: stack.admin,
    });
    if (signIn.status() !== 200) throw new Error(`the launcher bench's sign-in answered ${signIn.status()}: ${await signIn.text()}`);
    const cards = { answering: [SLOW.name, FAST.name], hanging: [HANGING.name] };
    const open = () => browserRound(browserContext, stack.portalUrl, cards, SLOW.clientId, ROUND_TIMEOUT_MS);
    const direct = () => directRound(stack.slow.webhookUrl, stack.slowSecret);
    // Warm-up: the launcher's chunk into the browser's cache, as for a person who has used it before.
    await open();
    await direct();
    const measured = await alternate(rounds, open, direct);
    const p50 = (pick: (round: BrowserRoundResult) => number) => median(measured.a.map(pick));
    const allSettledMs = p50((round) => round.allSettledMs);
    const timeline = {
      listSentP50Ms: p50((round) => round.listSentMs),
      checksSentP50Ms: p50((round) => round.checksSentMs),
      slowAnsweredP50Ms: p50((round) => round.slowAnsweredMs),
    };
    context.log(`  browser: answering cards settled p50 ${p50((round) => round.answeringSettledMs).toFixed(1)} ms, every card ${allSettledMs.toFixed(0)} ms`);
    return result(
      context,
      '5-launcher',
      TITLE,
      'chromium: home link on /profile clicked until Forecast and Radar show Launch',
      measured.a.map((round) => round.answeringSettledMs),
      measured.b,
      { allCardsSettledP50Ms: allSettledMs, ...timeline },
      [
        `after the click (p50): list requested at ${timeline.listSentP50Ms.toFixed(0)} ms, last check sent at ${timeline.checksSentP50Ms.toFixed(0)} ms, ` +
          `the slow application's check answered at ${timeline.slowAnsweredP50Ms.toFixed(0)} ms`,
        `every card, the hanging application's Back soon included, had settled after ${allSettledMs.toFixed(0)} ms (p50)`,
      ],
    );
  } finally {
    await browserContext.close();
  }
}

export const launcherScenario: Scenario = {
  id: '5-launcher',
  title: TITLE,
  // The checks wait on the applications, not on the database (one indexed read per check).
  engines: ['sqlite'],
  async run(context): Promise<ScenarioResult[]> {
    const rounds = context.quick ? 3 : 10;
    const stack = await startLauncherStack(context, SLOW_ANSWER_MS);
    const rss = watchRss(stack.identity.pid);
    let browser: Browser | undefined;
    try {
      const api = await measureApi(context, stack, rounds);
      browser = await launchChromium();
      const seen = await measureBrowser(context, stack, browser, rounds);
      const peakRssMiB = rss.stop();
      return [seen, api].map((entry) => ({ ...entry, product: { ...entry.product, figures: { ...entry.product.figures, peakRssMiB } } }));
    } finally {
      rss.stop();
      await browser?.close();
      await stack.stop();
    }
  },
};
