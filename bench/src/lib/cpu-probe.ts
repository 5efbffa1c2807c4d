// What the CPU-per-request tools (oidc-cpu.ts, me-cpu.ts, login-cpu.ts) share: the process's own CPU
// time, in all or thread by thread, and one identity server on SQLite with 50 signed-in sessions, in a
// scratch folder of its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import type { BenchContext } from '../scenario';
import { rotation, seedAccounts, signInMany } from './bench-accounts';
import { type IdentityServer, startIdentity } from './identity-server';

/** utime + stime in milliseconds of a /proc stat file (fields 14 and 15, in clock ticks of 10 ms). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** utime + stime of a process in milliseconds. */
export function cpuMs(pid: number): number {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** utime + stime in milliseconds of each thread of a process: `main`, and the others as `<name>-<tid>`. */
export function threadCpuMs(pid: number): Map<string, number> {
  const byThread = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    byThread.set(tid === String(pid) ? 'main' : `${name}-${tid}`, statCpuMs(stat));
  }
  return byThread;
}

/** A bench context on SQLite in a scratch folder of its own under .tmp/bench. */
export function probeContext(name: string): BenchContext {
  const scratch = join(repoRoot, '.tmp', 'bench');
  mkdirSync(scratch, { recursive: true });
  return { engine: 'sqlite', quick: false, workDir: mkdtempSync(join(scratch, `${name}-`)), log: console.log };
}

export interface ProbedIdentity {
  context: BenchContext;
  server: IdentityServer;
  /** The next of 50 session cookies, in turn. */
  cookie: () => string;
}

/** The built service on SQLite (BENCH_IDENTITY_DIST, or `main`, picks another build) with 50 sessions open; the caller stops it. */
export async function startProbedIdentity(name: string, main?: string): Promise<ProbedIdentity> {
  const context = probeContext(name);
  const server = await startIdentity(context, { name, main });
  try {
    const { accounts } = await seedAccounts(server, 200);
    return { context, server, cookie: rotation(await signInMany(server, accounts, 50)) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
