// Starts the first page's downloads before the shell's own bootstrap code has arrived: the
// runtime config (inline in the page, else /config.json), then a connection to the API it names, and (outside /dashboard, where the storefront owns every path) the
// storefront's manifest, its remoteEntry.js, its contract chunk and the page's own files (the
// routing facts name them per route) as <link rel="preload">, once the shell's start-up chunks are in.
// Everything is derived from /config.json and the manifest at run time, never written into the
// shell's HTML, so a storefront release or rollback is what gets preloaded.
import type { RuntimeConfig } from '@carmarket/shared-ui';
import { isDashboardPath } from './remote-mounts';
import type { RoutingFacts } from './routing-facts';

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  routing?: Partial<RoutingFacts>;
}

let earlyConfig: Promise<RuntimeConfig | null> = Promise.resolve(null);
let startupLoaded: Promise<unknown> = Promise.resolve();
let firstPageRoute: Promise<StorefrontRoute | undefined> = Promise.resolve(undefined);
const earlyManifests = new Map<string, Promise<Response>>();

/** Where index.html's inline script (build/preload-startup.js) puts its /config.json request. */
export const INLINE_CONFIG_REQUEST = '__carmarketConfig';
/** Where it puts its request for the storefront's manifest, when the page carried the config. */
export const INLINE_MANIFEST_REQUEST = '__carmarketManifest';

type InlineRequests = {
  [INLINE_CONFIG_REQUEST]?: Promise<Response>;
  [INLINE_MANIFEST_REQUEST]?: { url: string; response: Promise<Response> };
};

/**
 * Resolves once the shell's start-up chunks, which index.html preloads (React DOM, the router, the
 * bootstrap...), are in. The link is shared evenly by what is in flight, and everything on the
 * page waits for these: the storefront's code and the page's shared modules are asked for once
 * they are in, not beside them (decision 0044).
 */
export function startupChunksLoaded(): Promise<unknown> {
  return startupLoaded;
}

/** Called by the entry, before `import('./bootstrap')`. */
export function preloadFirstPage(pathname: string): void {
  // Only the page's own hints are there yet: the storefront's are added after these have loaded.
  startupLoaded = Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map(
      (link) =>
        performance.getEntriesByName(link.href).length || new Promise((done) => (link.onload = link.onerror = done)),
    ),
  );
  const inline = window as unknown as InlineRequests;
  earlyConfig = (inline[INLINE_CONFIG_REQUEST] ?? fetch('/config.json', { cache: 'no-store' }))
    .then((res) => (res.ok ? (res.json() as Promise<RuntimeConfig>) : null))
    .catch(() => null);
  void earlyConfig.then((config) => config?.apiUrl && preconnect(config.apiUrl));
  firstPageRoute = Promise.resolve(undefined);
  if (isDashboardPath(pathname)) return; // which dashboard remote depends on the role
  const asked = inline[INLINE_MANIFEST_REQUEST];
  firstPageRoute = earlyConfig.then(async (config) => {
    const manifestUrl = config?.remotes?.storefront;
    if (!manifestUrl) return undefined;
    const manifest = asked?.url === manifestUrl ? asked.response : fetch(manifestUrl, { cache: 'no-cache' });
    earlyManifests.set(manifestUrl, manifest);
    try {
      const res = await manifest;
      const json = res.ok ? ((await res.clone().json()) as Manifest) : null;
      if (!json) return undefined;
      const route = storefrontRouteFor(pathname, json.routing?.routes ?? []);
      void startupLoaded.then(() => preloadScripts(new URL(manifestUrl, location.href), json, route));
      return route;
    } catch {
      return undefined; // the real load reports failures (fallback with Retry)
    }
  });
}

/** The storefront route the first page opens, from the manifest fetched early (undefined on the dashboard or without one). */
export function takeFirstPageRoute(): Promise<StorefrontRoute | undefined> {
  return firstPageRoute;
}

/** The config fetched by the entry, or null (then the bootstrap loads it as before). */
export function takeEarlyConfig(): Promise<RuntimeConfig | null> {
  return earlyConfig;
}

/** Hands a manifest fetched for its routing facts to Module Federation, which then need not ask again. */
export function keepManifest(url: string, response: Promise<Response>): void {
  earlyManifests.set(url, response);
}

/** The manifest response fetched early for this URL, once; later fetches go to the network. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
}

type StorefrontRoute = RoutingFacts['routes'][number];

/** The storefront route (mounted at '/') a path opens: its segments, ':name' matching any one. */
export function storefrontRouteFor(pathname: string, routes: RoutingFacts['routes']): StorefrontRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return routes.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/**
 * Opens connections to the API before the page's code asks it anything: one for its reads (CORS
 * requests without credentials) and one for its photos (plain image requests use another pool).
 */
function preconnect(apiUrl: string): void {
  let origin: string;
  try {
    origin = new URL(apiUrl, location.href).origin;
  } catch {
    return; // the bootstrap reports a bad config
  }
  if (origin === location.origin) return;
  for (const crossOrigin of ['anonymous', null]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.appendChild(link);
  }
}

/** Preloads the storefront's entry, contract and the page's files. */
function preloadScripts(manifestUrl: URL, manifest: Manifest, page: StorefrontRoute | undefined): void {
  const { publicPath = 'auto', remoteEntry } = manifest.metaData ?? {};
  const base = publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  const contract = manifest.exposes?.find((expose) => expose.path === './remote');
  const files = [
    ...(remoteEntry?.name ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`] : []),
    ...(contract?.assets?.js?.sync ?? []),
    ...(page?.preload ?? []),
  ];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = new URL(file, base).href;
    document.head.appendChild(link);
  }
}
