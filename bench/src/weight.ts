// `npm run weight -w @weather/bench`: the login page's initial download against the plain
// reference page, each remote's size, PASS/FAIL against 1.25x. Results go to bench/results/.
// Options: --json-out <file> also writes the result there. Exit code 1 on FAIL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureWeight } from './measure-weight';
import { resultsDir } from './paths';
import { formatReport } from './weight-report';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'json-out': { type: 'string' } } });
  const result = await measureWeight({ log: (line) => console.log(line) });
  console.log(`\n${formatReport(result)}`);

  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify(result, null, 2);
  const file = join(resultsDir, `login-weight-${result.measuredAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(resultsDir, 'login-weight-latest.json'), json);
  if (values['json-out']) writeFileSync(values['json-out'], json);
  console.log(`\nResult written to ${file}`);
  return result.pass ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
