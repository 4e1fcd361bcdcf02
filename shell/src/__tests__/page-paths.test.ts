// The shell's servers decide from one table which paths the render server draws, which the
// browser draws, and which are no page (404). A shell route missing from it would answer 404.
import { pageKind } from '@carmarket/build-config/page-paths';
import type { RouteObject } from 'react-router-dom';
import { shellRoutes } from '../routing/routes';

/** The shell's route patterns, as full paths ('*', the not-found route, left out). */
function patterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path !== undefined && route.path !== '*' ? [path] : [];
    return [...own, ...patterns(route.children ?? [], path)];
  });
}

it("knows every route of the shell: its own screens the browser draws, the dashboard for a session's viewer", () => {
  const paths = patterns(shellRoutes());
  expect(paths).toEqual(expect.arrayContaining(['/login', '/help', '/dashboard/*']));
  for (const path of paths) {
    const kind = path.startsWith('/dashboard') ? 'session' : 'browser';
    expect([path, pageKind(path.replace('*', 'orders'))]).toEqual([path, kind]);
  }
});

it('answers a path no route draws as unknown: the render server draws the not-found page', () => {
  for (const path of ['/no-such-page', '/listing', '/dashboards-guide', '/login/extra'])
    expect([path, pageKind(path)]).toEqual([path, 'unknown']);
});
