// The paths the API sends people to are routes the web app declares: each remote's remote.ts
// names its mount ('/' or '/dashboard') and its routes' paths.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES } from './app-routes';

const REMOTES = ['mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];

/** Every route of the app as a pattern of whole paths (':param' matches one segment). */
function declaredRoutes(): RegExp[] {
  return REMOTES.flatMap((remote) => {
    const source = readFileSync(path.join(__dirname, '../../..', remote, 'src/remote.ts'), 'utf8');
    const mount = /mount:\s*'([^']*)'/.exec(source)![1];
    return [...source.matchAll(/path:\s*'([^']*)'/g)].map(([, route]) => {
      const full = `${mount.replace(/\/$/, '')}/${route}`.replace(/(.)\/$/, '$1');
      return new RegExp(`^${full.replace(/:[^/]+/g, '[^/]+')}$`);
    });
  });
}

describe('APP_ROUTES', () => {
  const routes = declaredRoutes();

  it.each(Object.entries(APP_ROUTES))('%s is a route of the web app', (_, route) => {
    const url = (route as (id: string) => string)('665f1c2a9b1e4a0012340001');
    expect(routes.some((pattern) => pattern.test(url))).toBe(true);
  });

  it('finds the routes it checks against', () => {
    expect(routes.some((pattern) => pattern.test('/dashboard/no-such-page'))).toBe(false);
    expect(routes.length).toBeGreaterThan(10);
  });
});
