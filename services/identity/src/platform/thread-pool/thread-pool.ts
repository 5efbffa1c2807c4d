import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** libuv's pool size when UV_THREADPOOL_SIZE is not set, and its ceiling. */
const LIBUV_DEFAULT_SIZE = 4;
const LIBUV_MAX_SIZE = 1024;

/** Reads a control file of the process's cgroup; null when it is not there. */
export type ReadCgroupFile = (path: string) => string | null;

const readCgroupFile: ReadCgroupFile = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The cores a CPU quota allows (a container's CPU limit: cgroup v2's cpu.max, or v1's CFS quota and
 * period), rounded up; null without a quota. Node 20's availableParallelism() counts only the cores
 * the process may be scheduled on, so a container limited by quota alone would see the host's.
 */
export function cpuQuotaCores(read: ReadCgroupFile = readCgroupFile): number | null {
  const v2 = read('/sys/fs/cgroup/cpu.max')?.trim().split(/\s+/);
  const [quota, period] = v2 ?? [read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim(), read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim()];
  const cores = Number(quota) / Number(period);
  return Number.isFinite(cores) && cores > 0 ? Math.max(1, Math.ceil(cores)) : null;
}

/** The cores this process may use: those it may run on, or fewer under a CPU quota. */
export function usableCores(read: ReadCgroupFile = readCgroupFile): number {
  const quota = cpuQuotaCores(read);
  return Math.min(availableParallelism(), quota ?? Number.POSITIVE_INFINITY);
}

/**
 * The size of libuv's thread pool for the API process: one thread per core, never fewer than two
 * (docs/adr/0202, third addendum). argon2 computes on this pool. With more threads than cores, the
 * computations take turns on a core, and each of them, 19 MiB that no cache holds, then costs about
 * a fifth more CPU; and two of them may land on one core while the other idles.
 */
export function threadPoolSizeFor(cores: number = usableCores()): number {
  return Math.max(2, cores);
}

/**
 * Sizes the pool unless the operator has set UV_THREADPOOL_SIZE. libuv reads the variable once, when
 * the pool is first used, so this must run before anything queues work on it (register.ts).
 */
export function sizeThreadPool(env: NodeJS.ProcessEnv = process.env, cores?: number): void {
  env.UV_THREADPOOL_SIZE ??= String(threadPoolSizeFor(cores));
}

/** The pool's size as libuv reads UV_THREADPOOL_SIZE: unset is 4, an unreadable or zero value 1, at most 1024. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.UV_THREADPOOL_SIZE;
  if (value === undefined) return LIBUV_DEFAULT_SIZE;
  const size = Number.parseInt(value, 10);
  return size >= 1 ? Math.min(size, LIBUV_MAX_SIZE) : 1;
}
