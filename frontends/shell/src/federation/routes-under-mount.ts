import type { RouteObject } from '@weather/ui/router';

/**
 * A remote names its routes with absolute paths (`/profile`, `/applications/:id`); the shell mounts
 * the remote at `/profile/*`, where descendant routes match the rest of the path. This keeps the
 * routes under the mount and rewrites them relative to it: `/profile` -> `/`,
 * `/applications/:id` -> `/:id`. Routes outside the mount could never match there and are dropped.
 */
export function routesUnderMount(routes: readonly RouteObject[], mountPath: string): RouteObject[] {
  return routes.flatMap((route) => {
    const rebased = rebaseRoute(route, mountPath);
    return rebased ? [rebased] : [];
  });
}

function rebaseRoute(route: RouteObject, mountPath: string): RouteObject | null {
  let path = route.path;
  if (path !== undefined && path.startsWith('/')) {
    if (path !== mountPath && !path.startsWith(`${mountPath}/`)) return null;
    path = path.slice(mountPath.length) || '/';
  }
  const withPath = path === undefined ? route : { ...route, path };
  if (withPath.index || !withPath.children) return withPath;
  return { ...withPath, children: routesUnderMount(withPath.children, mountPath) };
}
