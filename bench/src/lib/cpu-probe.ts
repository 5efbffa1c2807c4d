// What the CPU-per-request tools (oidc-cpu.ts, me-cpu.ts) share: the process's own CPU time, and one
// identity server on SQLite with 50 signed-in sessions, in a scratch folder of its own.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import type { BenchContext } from '../scenario';
import { rotation, seedAccounts, signInMany } from './bench-accounts';
import { type IdentityServer, startIdentity } from './identity-server';

/** utime + stime of a process in milliseconds (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ProbedIdentity {
  context: BenchContext;
  server: IdentityServer;
  /** The next of 50 session cookies, in turn. */
  cookie: () => string;
}

/** The built service on SQLite (BENCH_IDENTITY_DIST picks another build) with 50 sessions open; the caller stops it. */
export async function startProbedIdentity(name: string): Promise<ProbedIdentity> {
  const scratch = join(repoRoot, '.tmp', 'bench');
  mkdirSync(scratch, { recursive: true });
  const context: BenchContext = { engine: 'sqlite', quick: false, workDir: mkdtempSync(join(scratch, `${name}-`)), log: console.log };
  const server = await startIdentity(context, { name });
  try {
    const { accounts } = await seedAccounts(server, 200);
    return { context, server, cookie: rotation(await signInMany(server, accounts, 50)) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
