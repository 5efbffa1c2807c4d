import { type CpuProfile, packageOf, summarizeProfile } from './cpu-profile-summary';

const SERVICE = 'file:///repo/services/identity/dist/oidc/oidc-accounts.js';
const TYPEORM = 'file:///repo/node_modules/typeorm/query-builder/SelectQueryBuilder.js';

/** root -> (idle); root -> find (service) -> getQuery (typeorm) -> find again (recursion) -> escape (typeorm). */
function profile(): CpuProfile {
  const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });
  return {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 3] },
      { id: 2, callFrame: frame('(idle)', ''), children: [] },
      { id: 3, callFrame: frame('find', SERVICE), children: [4] },
      { id: 4, callFrame: frame('getQuery', TYPEORM), children: [5] },
      { id: 5, callFrame: frame('find', SERVICE), children: [6] },
      { id: 6, callFrame: frame('escape', TYPEORM), children: [] },
    ],
    // 2 ms idle, 1 ms in find, 3 ms in getQuery, 4 ms in escape (under the recursive find).
    samples: [2, 3, 4, 6, 2],
    timeDeltas: [1000, 1000, 3000, 4000, 1000],
  };
}

describe('summarizeProfile', () => {
  const summary = summarizeProfile(profile());

  it('counts idle apart from the busy time', () => {
    expect(summary.busyMs).toBe(8);
    expect(summary.idleMs).toBe(2);
  });

  it('ranks self time by package and by function', () => {
    expect(summary.selfByPackage).toEqual([
      { name: 'typeorm', ms: 7, percent: 87.5 },
      { name: 'service: oidc', ms: 1, percent: 12.5 },
    ]);
    expect(summary.selfByFunction[0]).toEqual({ name: 'escape typeorm/query-builder/SelectQueryBuilder.js:10', ms: 4, percent: 50 });
  });

  it('gives a service function the time of everything under it, once however deep it recurses', () => {
    expect(summary.totalByServiceFunction).toEqual([{ name: 'find oidc/oidc-accounts.js:10', ms: 8, percent: 100 }]);
  });

  it('charges library time to the nearest service function above it', () => {
    expect(summary.libraryTimeByServiceCaller).toEqual([{ name: 'typeorm <- find oidc/oidc-accounts.js:10', ms: 7, percent: 87.5 }]);
  });
});

describe('packageOf', () => {
  it('names scoped and plain packages, node internals and the service’s folders', () => {
    expect(packageOf('file:///r/node_modules/@nestjs/core/router/x.js')).toBe('@nestjs/core');
    expect(packageOf('file:///r/node_modules/a/node_modules/koa/lib/x.js')).toBe('koa');
    expect(packageOf('node:internal/streams')).toBe('node');
    expect(packageOf('file:///r/.tmp/perf-dist/main.js')).toBe('service: .');
    expect(packageOf('')).toBe('(native)');
  });
});
