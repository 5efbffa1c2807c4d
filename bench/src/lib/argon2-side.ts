// The argon2id baseline of scenario 1 as a measured side: a child process (baselines/argon2-verifier.ts)
// kept for the whole scenario, so its memory is watched like the service's.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchDir } from '../paths';
import type { VerifierRequest } from '../baselines/argon2-verifier';
import type { MeasuredSide } from './compare';
import type { PeakFigures, RateFigures } from './load';

interface VerifierAnswer {
  ready?: boolean;
  figures?: RateFigures;
  error?: string;
}

function nextAnswer(child: ChildProcess): Promise<VerifierAnswer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the argon2 verifier exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (answer: VerifierAnswer) => {
      child.off('exit', onExit);
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer);
    });
  });
}

/** The sign-in's statements around each verification: the MariaDB database and a JSON file of the accounts. */
export interface SignInStatementsOptions {
  databaseUrl: string;
  accountsFile: string;
}

export async function startArgon2Side(
  passwordHash: string,
  password: string,
  concurrency: number,
  statements?: SignInStatementsOptions,
): Promise<MeasuredSide & { stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, 'src', 'baselines', 'argon2-verifier.ts')], {
    cwd: benchDir,
    env: {
      PATH: process.env.PATH,
      BENCH_PASSWORD_HASH: passwordHash,
      BENCH_PASSWORD: password,
      ...(statements ? { BENCH_SIGN_IN_DATABASE_URL: statements.databaseUrl, BENCH_SIGN_IN_ACCOUNTS: statements.accountsFile } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await nextAnswer(child);
  const ask = async (request: VerifierRequest): Promise<RateFigures> => {
    const answer = nextAnswer(child);
    child.send(request);
    const { figures } = await answer;
    if (!figures) throw new Error('the argon2 verifier answered without figures');
    return figures;
  };
  return {
    label: statements ? 'argon2id verify and the sign-in statements (mysql2)' : 'argon2id verify',
    pid: child.pid ?? -1,
    peak: async (seconds): Promise<PeakFigures> => ask({ seconds, concurrency }),
    atRate: (rate, seconds) => ask({ seconds, rate }),
    stop: () => void child.kill('SIGTERM'),
  };
}
