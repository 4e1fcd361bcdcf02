import type { MenuEntry, RemoteModule, RemoteName, RemoteRoute } from '@carmarket/shared-ui';

/**
 * What the shell knows of a remote before downloading any of its code: its routes' paths and
 * access, and its menu entries. Each remote's build writes them into its mf-manifest.json
 * (`routing`, from its src/remote.ts: tools/build-config/webpack/remote-routing.js).
 */
export interface RoutingFacts {
  name: RemoteName;
  mount: RemoteModule['mount'];
  /** `preload`: the files of the route's page (from the build), for the first page's preload hints;
   *  `shared`: the shared modules that page consumes; `prefetch`: the API reads of its loader and
   *  `prefetchImages` the pictures they name (early-reads.ts). */
  routes: readonly (Pick<RemoteRoute, 'path' | 'access' | 'prefetch' | 'prefetchImages'> & {
    preload?: readonly string[];
    shared?: readonly string[];
  })[];
  menu: readonly MenuEntry[];
}

export type RoutingFactsLoader = (name: RemoteName) => Promise<RoutingFacts>;

/** The facts a contract module gives (tests, and a check that code and manifest agree). */
export function routingFactsOf(module: RemoteModule): RoutingFacts {
  const routes = module.routes.map(({ path, access, prefetch, prefetchImages }) => ({
    path,
    access,
    ...(prefetch && { prefetch }),
    ...(prefetchImages && { prefetchImages }),
  }));
  return { name: module.name, mount: module.mount, routes, menu: module.menu };
}
