import { availableParallelism } from 'node:os';
import { cpuQuotaCores, type ReadCgroupFile, sizeThreadPool, threadPoolSize, threadPoolSizeFor, usableCores } from './thread-pool';

/** A cgroup with these control files. */
const cgroup =
  (files: Record<string, string>): ReadCgroupFile =>
  (path) =>
    files[path] ?? null;

describe(cpuQuotaCores.name, () => {
  it("reads cgroup v2's cpu.max, rounded up to whole cores", () => {
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu.max': '200000 100000\n' }))).toBe(2);
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }))).toBe(2);
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu.max': '50000 100000\n' }))).toBe(1);
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toBeNull();
  });

  it("reads cgroup v1's CFS quota and period", () => {
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '400000\n', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' }))).toBe(4);
    expect(cpuQuotaCores(cgroup({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' }))).toBeNull();
  });

  it('is null without a cgroup', () => {
    expect(cpuQuotaCores(cgroup({}))).toBeNull();
  });
});

describe(usableCores.name, () => {
  it('is the cores the process may run on, or fewer under a quota', () => {
    expect(usableCores(cgroup({}))).toBe(availableParallelism());
    expect(usableCores(cgroup({ '/sys/fs/cgroup/cpu.max': '100000 100000' }))).toBe(1);
    expect(usableCores(cgroup({ '/sys/fs/cgroup/cpu.max': `${(availableParallelism() + 8) * 100000} 100000` }))).toBe(availableParallelism());
  });
});

describe(threadPoolSizeFor.name, () => {
  it('is one thread per core, never fewer than two', () => {
    expect(threadPoolSizeFor(8)).toBe(8);
    expect(threadPoolSizeFor(2)).toBe(2);
    expect(threadPoolSizeFor(1)).toBe(2);
  });
});

describe(sizeThreadPool.name, () => {
  it('sets UV_THREADPOOL_SIZE to one thread per core', () => {
    const env: NodeJS.ProcessEnv = {};
    sizeThreadPool(env, 6);
    expect(env.UV_THREADPOOL_SIZE).toBe('6');
  });

  it("keeps the operator's own size", () => {
    const env: NodeJS.ProcessEnv = { UV_THREADPOOL_SIZE: '12' };
    sizeThreadPool(env, 6);
    expect(env.UV_THREADPOOL_SIZE).toBe('12');
  });
});

describe(threadPoolSize.name, () => {
  it('reads the size as libuv does', () => {
    expect(threadPoolSize({})).toBe(4);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '3' })).toBe(3);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: 'many' })).toBe(1);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '0' })).toBe(1);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '5000' })).toBe(1024);
  });
});
