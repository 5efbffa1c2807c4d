// The verdict of the weight comparison and how it is shown (issue 2 "Weight", docs/adr/0401): the
// real /login's initial download stays within 1.25x of the same sign-in page built without
// federation; the ratio against a bare React + Fluent page is printed for information.
import type { PageWeight } from './measure-page';
import type { RemoteFiles } from './remote-sizes';

export const MAX_RATIO = 1.25;

export interface RemoteWeight {
  files: RemoteFiles;
  /** JS and CSS fetched from /remotes/<name>/ when its first route opens, signed in. */
  loadedOnRoute: PageWeight;
}

export interface WeightResult {
  measuredAt: string;
  /** The shell's sign-in page without federation: the gate's reference. */
  reference: PageWeight;
  /** A bare React + Fluent page with the same visible parts (no router, i18n, state, API client). */
  bare: PageWeight;
  login: PageWeight;
  /** What /login fetches once an email is typed (the shell, docs/adr/0424); null when not measured. */
  loginTouched: PageWeight | null;
  /** login / reference: the gate. */
  ratio: number;
  /** login / bare: information only, what the page's libraries and federation cost together. */
  bareRatio: number;
  maxRatio: number;
  pass: boolean;
  /** Remote files fetched while showing /login: should be none, a remote loads with its route. */
  remoteFilesOnLogin: string[];
  remotes: Record<string, RemoteWeight>;
}

export function ratioOf(reference: PageWeight, page: PageWeight): number {
  if (reference.gzipBytes === 0) throw new Error(`the reference page at ${reference.url} downloaded no JS or CSS`);
  return page.gzipBytes / reference.gzipBytes;
}

export function verdict(reference: PageWeight, login: PageWeight): Pick<WeightResult, 'ratio' | 'maxRatio' | 'pass'> {
  const ratio = ratioOf(reference, login);
  return { ratio, maxRatio: MAX_RATIO, pass: ratio <= MAX_RATIO };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function pageLines(title: string, weight: PageWeight): string[] {
  return [
    `${title}: ${kib(weight.gzipBytes)} gzip (${kib(weight.bytes)} raw) in ${weight.files.length} files`,
    ...weight.files.map((file) => `    ${kib(file.gzipBytes).padStart(10)}  ${new URL(file.url).pathname}`),
  ];
}

export function formatReport(result: WeightResult): string {
  const lines = [
    ...pageLines('Reference: the same sign-in page without federation', result.reference),
    ...pageLines('Bare React + Fluent page, same visible parts (information)', result.bare),
    ...pageLines('Portal /login', result.login),
    ...(result.loginTouched ? pageLines('Portal /login, fetched once an email is typed (information)', result.loginTouched) : []),
    `Ratio to the sign-in page without federation: ${result.ratio.toFixed(3)} (limit ${result.maxRatio}) -> ${result.pass ? 'PASS' : 'FAIL'}`,
    `Ratio to the bare React + Fluent page (information, no limit): ${result.bareRatio.toFixed(3)}`,
    result.remoteFilesOnLogin.length === 0
      ? 'No remote file was fetched for /login.'
      : `Remote files fetched for /login (should be none): ${result.remoteFilesOnLogin.join(', ')}`,
  ];
  for (const [name, remote] of Object.entries(result.remotes)) {
    lines.push(
      `Remote ${name}: ${kib(remote.files.gzipBytes)} gzip built (remoteEntry + exposed chunks, ${remote.files.files.length} files); ` +
        `${kib(remote.loadedOnRoute.gzipBytes)} gzip fetched from it when ${new URL(remote.loadedOnRoute.url).pathname} opens (${remote.loadedOnRoute.files.length} files)`,
    );
  }
  return lines.join('\n');
}
