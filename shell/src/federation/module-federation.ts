// The browser's remote loaders: each remote's routing facts from its manifest (no code), and its
// contract through Module Federation's runtime, with the remotes registered from the runtime
// config (/config.json) so a remote moves or is released without rebuilding the shell.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName, RuntimeConfig } from '@carmarket/shared-ui';
import { REMOTE_NAMES } from './remote-mounts';
import { checkContractVersion } from './contract-version';
import { manifestPlugin } from './manifest-plugin';
import { keepManifest, takeEarlyManifest } from './preload';
import { retryPlugin } from './retry-plugin';
import type { RemoteLoaders } from './remote-registry';
import type { RoutingFacts } from './routing-facts';

export function startModuleFederation(config: RuntimeConfig): RemoteLoaders {
  const retrying = retryPlugin();
  // The plugin's fetch throws rather than answer anything but a Response.
  const fetchManifest = (url: string) => retrying.fetch!(url, {}) as Promise<Response>;
  // `init` attaches to the instance the webpack plugin created for 'shell', keeping its share scope.
  init({
    name: 'shell',
    remotes: [],
    plugins: [manifestPlugin(fetchManifest), retrying],
    shareStrategy: 'loaded-first',
  });
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
  return {
    async facts(name: RemoteName) {
      const url = config.remotes[name];
      // The same fetch (retries, the entry's early answer) Module Federation makes for the manifest.
      const response = (takeEarlyManifest(url) ?? Promise.reject(new Error('not fetched early'))).then(
        (early) => (early.ok ? early : fetchManifest(url)),
        () => fetchManifest(url),
      );
      const manifest = (await (await response).clone().json()) as {
        routing?: RoutingFacts;
        contract?: { version?: unknown };
      };
      checkContractVersion(name, manifest.contract?.version); // before any of its code loads
      keepManifest(url, response); // read again by Module Federation if a route of this remote opens
      return manifest.routing as RoutingFacts;
    },
    async contract(name: RemoteName) {
      const exposed = await loadRemote<{ default: RemoteModule }>(`${name}/remote`);
      return exposed?.default as RemoteModule;
    },
  };
}
