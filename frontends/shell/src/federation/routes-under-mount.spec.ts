import type { RouteObject } from '@weather/ui/router';
import { routesUnderMount } from './routes-under-mount';

describe(routesUnderMount.name, () => {
  it('rewrites absolute paths relative to the mount', () => {
    const routes: RouteObject[] = [{ path: '/profile' }, { path: '/profile/avatar' }];
    expect(routesUnderMount(routes, '/profile')).toEqual([{ path: '/' }, { path: '/avatar' }]);
  });

  it('keeps only the routes under the mount, so one remote can own several mounts', () => {
    const routes: RouteObject[] = [{ path: '/applications' }, { path: '/applications/:id' }, { path: '/impersonateUser' }];
    expect(routesUnderMount(routes, '/applications')).toEqual([{ path: '/' }, { path: '/:id' }]);
    expect(routesUnderMount(routes, '/impersonateUser')).toEqual([{ path: '/' }]);
  });

  it('does not take a longer name for the mount', () => {
    expect(routesUnderMount([{ path: '/profiles' }], '/profile')).toEqual([]);
  });

  it('rewrites absolute children and keeps relative ones', () => {
    const routes: RouteObject[] = [
      { path: '/applications', children: [{ index: true }, { path: 'create' }, { path: '/applications/:id' }] },
    ];
    expect(routesUnderMount(routes, '/applications')).toEqual([
      { path: '/', children: [{ index: true }, { path: 'create' }, { path: '/:id' }] },
    ]);
  });

  it('keeps pathless layout routes', () => {
    const routes: RouteObject[] = [{ children: [{ path: '/profile' }] }];
    expect(routesUnderMount(routes, '/profile')).toEqual([{ children: [{ path: '/' }] }]);
  });
});
