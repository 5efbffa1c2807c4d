import { sizeThreadPool, threadPoolSize, threadPoolSizeFor } from './thread-pool';

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
