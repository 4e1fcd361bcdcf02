// The first page's API reads, asked for by the shell's entry as soon as the storefront's manifest
// has named them (the route's `prefetch` in its routing facts) instead of once the shell's
// bootstrap code has arrived and run, ~600 ms later on a phone; and the pictures the page's
// largest paint shows (`prefetchImages`) as soon as that answer names them: both are small and
// end long chains (a round trip to the API, then one for the picture), so they go beside the
// shell's start-up chunks (decision 0044). The runtime config gives the API. The bootstrap hands the answers to shared-ui's prefetch
// (first-page-data.ts), where the route loader and the page take them as their own reads.
// The shared modules the page's code consumes, and the sign-in gate of a page behind it, are
// asked for once the start-up chunks are in, beside the storefront's code (first-page-shared.ts).
// Only reads the loader itself would make: none with a query string (filters change what it
// reads), and only a public page's: a signed-in page's reads need the person's token, which only
// the sign-in SDK gives once it has loaded (and the server draws those pages with their data).
import type * as Pictures from '@carmarket/shared-ui/src/api/asset-url';
import { loadShare } from '@module-federation/enhanced/runtime';
import type { FirstPageReads } from './first-page-reads';
import { loadFirstPageShared } from './first-page-shared';
import { fillPrefetchPath } from './prefetch-path';
import { startupChunksLoaded, takeEarlyConfig, takeFirstPageRoute } from './preload';
import type { RoutingFacts } from './routing-facts';
import { warmIntl } from './warm-intl';

type Route = RoutingFacts['routes'][number];

/** Called by the entry, after preloadFirstPage: the reads it started, once the route and config are known. */
export async function startFirstPageReads(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  pictures: typeof Pictures,
): Promise<FirstPageReads> {
  warmIntl();
  const none: FirstPageReads = { reads: [] };
  const [route, config] = await Promise.all([takeFirstPageRoute(), takeEarlyConfig()]);
  void startupChunksLoaded().then(() => {
    loadFirstPageShared(route, loadShare);
    // Ahead of the route, which waits for it; the same chunk as the route's own import (its
    // name), which reports failures.
    if (route && route.access !== 'public')
      import(/* webpackChunkName: "require-access" */ '../routing/RequireAccess').catch(() => undefined);
  });
  if (search || !route?.prefetch || !config?.apiUrl || route.access !== 'public') return none;
  const headers = { Accept: 'application/json' };
  const reads: FirstPageReads['reads'] = [];
  for (const template of route.prefetch) {
    const path = fillPrefetchPath(template, route.path, pathname);
    if (!path) continue;
    const response = fetch(config.apiUrl.replace(/\/+$/, '') + path, { headers });
    reads.push([path, response]);
    const hint = route.prefetchImages;
    if (hint?.read === template)
      void preloadImages(response, hint, (src) => pictures.preloadPicture(pictures.assetUrlUnder(config.apiUrl, src)));
  }
  return { reads };
}

/** Preloads the pictures the named field of the answer's first items gives. */
async function preloadImages(
  response: Promise<Response>,
  { field, first }: NonNullable<Route['prefetchImages']>,
  preload: (src: string) => void,
): Promise<void> {
  try {
    const res = await response;
    const items: unknown = res.ok ? await res.clone().json() : null;
    if (!Array.isArray(items)) return;
    for (const item of items.slice(0, first)) {
      const src = (item as Record<string, unknown> | null)?.[field];
      if (typeof src === 'string' && src) preload(src);
    }
  } catch {
    // only a head start: the page asks for its pictures anyway
  }
}
