import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type AfterResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];

/** What a remote's mf-manifest.json says about its container entry (`metaData`). */
interface ManifestEntry {
  publicPath?: string;
  getPublicPath?: string;
  globalName?: string;
  remoteEntry?: { name?: string; path?: string; type?: string };
}

const isManifestUrl = (entry: string) => new URL(entry, location.href).pathname.endsWith('.json');

/** `remoteEntry.path` + `name` as Module Federation joins them ('', '.', './x', '/x/' are folders). */
function joinEntry(path: string | undefined, name: string): string {
  const folder = (path ?? '').replace(/^\.?\/?/, '').replace(/\/$/, '');
  return folder ? `${folder}/${name}` : name;
}

/**
 * Points a remote registered by its mf-manifest.json at the remoteEntry.js that manifest names.
 *
 * Module Federation's snapshot plugin does this with a generic engine that also preloads an
 * exposed module's chunk, and its runtime core builds that snapshot handler and its preload helpers
 * whenever remotes are on: about 3 KB gzip in the first page of every visitor. The shell builds
 * without them (experiments.optimization.disableSnapshot, and the stand-ins that
 * tools/build-config/webpack/federation.js puts in their place) and resolves manifests here,
 * fetched with `fetchManifest` (the retry plugin's fetch, which takes the entry's early request),
 * once per URL unless it failed, with the same URL rules: a publicPath of 'auto' is the manifest's folder.
 */
export function manifestPlugin(fetchManifest: (url: string) => Promise<Response>): ModuleFederationRuntimePlugin {
  const entries = new Map<string, Promise<ManifestEntry>>();
  const entryOf = (url: string): Promise<ManifestEntry> => {
    let entry = entries.get(url);
    if (!entry) {
      entry = fetchManifest(url)
        .then((res) => res.json() as Promise<{ metaData?: ManifestEntry }>)
        .then((manifest) => manifest.metaData ?? {});
      entries.set(url, entry);
      entry.catch(() => entries.delete(url)); // a Retry asks again
    }
    return entry;
  };
  return {
    name: 'carmarket-manifest',
    async afterResolve(args: AfterResolveArgs) {
      const { remote, remoteInfo } = args;
      if (!('entry' in remote) || !isManifestUrl(remote.entry)) return args;
      const manifestUrl = remote.entry;
      const meta = await entryOf(manifestUrl);
      if (!meta.remoteEntry?.name)
        throw new Error(`The manifest of remote '${remote.name}' (${manifestUrl}) names no remoteEntry`);
      // Our builds write publicPath ('auto' becomes the manifest's folder); a getPublicPath
      // function in the manifest would mean code from elsewhere, which the shell does not run.
      if (typeof meta.publicPath !== 'string')
        throw new Error(`The manifest of remote '${remote.name}' gives no publicPath`);
      const publicPath =
        meta.publicPath === 'auto' || meta.publicPath === ''
          ? manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/')
          : meta.publicPath;
      remoteInfo.entry = `${publicPath}${joinEntry(meta.remoteEntry.path, meta.remoteEntry.name)}`;
      remoteInfo.type = meta.remoteEntry.type ?? 'global';
      remoteInfo.entryGlobalName = meta.globalName ?? remote.name;
      remoteInfo.version = manifestUrl;
      return args;
    },
  };
}
