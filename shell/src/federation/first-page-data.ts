// The first page's API reads, started as soon as the shell's start-up code runs instead of once
// the storefront's code has arrived and its route loader runs: the route's `prefetch` paths (its
// routing facts, from the manifest fetched early) with the path's params filled in. The loader's
// own read of the same path takes that answer (shared-ui's `prefetch`), so the page's data and
// then its photos are a few round trips nearer. Only reads the loader itself would make: none
// with a query string (filters change what it reads), and a signed-in page's only with a session
// (the same token to the same API); a page for some roles only waits for the role, as before.
// The shared modules the page's code consumes are loaded meanwhile too (loadFirstPageShared).
import { prefetch, useAuth } from '@carmarket/shared-ui';
import type { RoutingFacts } from './routing-facts';

type Route = Pick<RoutingFacts['routes'][number], 'path' | 'access' | 'prefetch' | 'shared'>;

/** '/listings/:id' with the ':id' segment of `pathname` for route path 'listing/:id'; null when they do not match. */
export function fillPrefetchPath(template: string, routePath: string, pathname: string): string | null {
  const pattern = routePath.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params = new Map(pattern.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]] as const] : [])));
  let missing = false;
  const path = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params.get(name);
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : path;
}

/** Call once sign-in has started (a stored session is known at once) and the runtime config is set. */
export function prefetchFirstPageData(route: Route | undefined, { pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  if (!route?.prefetch || search) return;
  const signedIn = Boolean(useAuth.getState().user);
  if (route.access !== 'public' && !(route.access === 'signed-in' && signedIn)) return;
  for (const template of route.prefetch) {
    const path = fillPrefetchPath(template, route.path, pathname);
    if (path) prefetch(path).catch(() => undefined); // the loader sees a failure when it takes the answer
  }
}

/**
 * Loads (does not run) the shared modules the first page's code will consume, such as shared-ui's
 * widgets and swr/infinite: otherwise they are asked for only once the remote's contract has run
 * its loader and that imported the page. Through Module Federation's own `loadShare`, so the copy
 * loaded is the one the page will be given (the shell's, under 'loaded-first'). Call after `init`.
 */
export function loadFirstPageShared(route: Route | undefined, load: (shareKey: string) => Promise<unknown>): void {
  for (const shareKey of route?.shared ?? []) load(shareKey).catch(() => undefined); // the page's own import reports failures
}
