// The portal's weight in the bench's table (issue 11): the measurement of `npm run weight`
// (measure-weight.ts, docs/adr/0401) as scenario results. One line for the gate, /login's initial
// download against the same sign-in page built without federation (<= 1.25x), and one line per
// remote for information: what the browser fetches from it when its first route opens against its
// files as built. No remote has a budget of its own, so those lines never fail.
import { measureWeight } from '../measure-weight';
import type { PageWeight } from '../measure-page';
import { CPU_SLOWDOWN, type SlowLoadResult } from '../measure-slow-load';
import { median } from '../lib/alternate';
import type { RemoteWeight, WeightResult } from '../weight-report';
import type { BenchContext, Figures, Scenario, ScenarioResult } from '../scenario';

const TITLE = 'portal weight: JS and CSS, gzip level 9 of each decoded file';

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const pageFigures = (page: PageWeight): Figures => ({ extra: { gzipKiB: kib(page.gzipBytes), rawKiB: kib(page.bytes), files: page.files.length } });

function loginResult(context: BenchContext, result: WeightResult): ScenarioResult {
  return {
    id: 'weight',
    title: `${TITLE}: /login's initial download`,
    engine: context.engine,
    product: { label: `portal /login, ${kib(result.login.gzipBytes)} KiB gzip in ${result.login.files.length} files`, figures: pageFigures(result.login) },
    baseline: {
      label: `the same sign-in page without federation, ${kib(result.reference.gzipBytes)} KiB gzip in ${result.reference.files.length} files`,
      figures: pageFigures(result.reference),
    },
    ratio: result.ratio,
    ratioOf: 'gzip bytes /login / sign-in reference',
    target: `<= ${result.maxRatio}x`,
    pass: result.pass,
    notes: [
      `against a bare React + Fluent page with the same visible parts (${kib(result.bare.gzipBytes)} KiB gzip): ${result.bareRatio.toFixed(3)}x, information`,
      result.remoteFilesOnLogin.length === 0 ? 'no remote file is fetched for /login' : `remote files fetched for /login (should be none): ${result.remoteFilesOnLogin.join(', ')}`,
    ],
  };
}

/** The shell that /login fetches once touched (docs/adr/0424): the first download is not all a sign-in costs. */
function touchedNote(first: PageWeight, touched: PageWeight): string {
  const total = first.gzipBytes + touched.gzipBytes;
  return `once an email is typed the shell follows: ${kib(touched.gzipBytes)} KiB gzip in ${touched.files.length} files, ${kib(total)} KiB in all, information`;
}

/** Issue 32's target: what every user downloads first, against the floor a login page can reach. */
const MAX_BARE_RATIO = 1.25;

function bareResult(context: BenchContext, result: WeightResult): ScenarioResult {
  return {
    id: 'weight-bare',
    title: `${TITLE}: /login's initial download against a bare page`,
    engine: context.engine,
    product: { label: `portal /login, ${kib(result.login.gzipBytes)} KiB gzip in ${result.login.files.length} files`, figures: pageFigures(result.login) },
    baseline: {
      label: `a bare React + Fluent page with the same visible parts, ${kib(result.bare.gzipBytes)} KiB gzip in ${result.bare.files.length} files`,
      figures: pageFigures(result.bare),
    },
    ratio: result.bareRatio,
    ratioOf: 'gzip bytes /login / bare page',
    target: `<= ${MAX_BARE_RATIO}x`,
    pass: result.bareRatio <= MAX_BARE_RATIO,
    notes: result.loginTouched ? [touchedNote(result.login, result.loginTouched)] : [],
  };
}

function remoteResult(context: BenchContext, name: string, remote: RemoteWeight): ScenarioResult {
  const onRoute = remote.loadedOnRoute;
  const route = new URL(onRoute.url).pathname;
  const builtBytes = remote.files.gzipBytes;
  return {
    id: `weight-${name}`,
    title: `${TITLE}: the ${name} remote`,
    engine: context.engine,
    product: { label: `fetched from /remotes/${name}/ when ${route} opens, ${kib(onRoute.gzipBytes)} KiB gzip in ${onRoute.files.length} files`, figures: pageFigures(onRoute) },
    baseline: {
      label: `its files as built (remoteEntry + exposed chunks), ${kib(builtBytes)} KiB gzip in ${remote.files.files.length} files`,
      figures: { extra: { gzipKiB: kib(builtBytes), files: remote.files.files.length } },
    },
    ratio: builtBytes === 0 ? Number.NaN : onRoute.gzipBytes / builtBytes,
    ratioOf: 'gzip bytes fetched on its route / as built',
    target: 'information (no budget)',
    pass: true,
    notes: ['below 1x the route needs part of what the remote exposes; above 1x it also fetched shared-package fallbacks the shell should provide'],
  };
}

function slowPhoneResult(context: BenchContext, slow: SlowLoadResult): ScenarioResult {
  const runs = (values: number[]) => values.map(Math.round).join(', ');
  return {
    id: 'weight-slow-phone',
    title: `time to a usable email field on a slow phone (CPU x${CPU_SLOWDOWN}, Fast 3G, empty cache)`,
    engine: context.engine,
    product: { label: `portal /login, median of ${slow.login.length}`, figures: { p50: median(slow.login) } },
    baseline: { label: `a bare React + Fluent page with the same visible parts, median of ${slow.bare.length}`, figures: { p50: median(slow.bare) } },
    ratio: slow.ratio,
    ratioOf: 'ms until the email field is usable, /login / bare page',
    target: `<= ${slow.maxRatio}x`,
    pass: slow.pass,
    notes: [`/login: ${runs(slow.login)} ms; bare page: ${runs(slow.bare)} ms (alternating)`],
  };
}

export const weightScenario: Scenario = {
  id: 'weight',
  title: TITLE,
  // The pages and the remotes do not depend on the API's database.
  engines: ['sqlite'],
  async run(context): Promise<ScenarioResult[]> {
    const result = await measureWeight({ log: (line) => context.log(line.trim()), slowPhoneRuns: context.quick ? 1 : 5 });
    return [
      loginResult(context, result),
      bareResult(context, result),
      ...(result.slowPhone ? [slowPhoneResult(context, result.slowPhone)] : []),
      ...Object.entries(result.remotes).map(([name, remote]) => remoteResult(context, name, remote)),
    ];
  },
};
