import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type AfterResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];

const isManifestUrl = (entry: string) => new URL(entry, location.href).pathname.endsWith('.json');

/**
 * Points a remote registered by its mf-manifest.json at the remoteEntry.js that manifest names.
 *
 * Module Federation's own snapshot plugin does this and also runs a generic asset-preloading
 * engine, about 1.5 KB gzip in the first page of every visitor. The shell builds without it
 * (experiments.optimization.disableSnapshot in tools/build-config/webpack/federation.js) and resolves
 * manifests here with the runtime's own snapshot handler: the same fetch (through the retry
 * plugin's `fetch`), cache and URL rules, minus the preloading of an exposed module's chunk.
 */
export function manifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'carmarket-manifest',
    async afterResolve(args: AfterResolveArgs) {
      const { remote, remoteInfo, origin, id } = args;
      if (!('entry' in remote) || !isManifestUrl(remote.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote, id });
      if (!('remoteEntry' in remoteSnapshot) || !remoteSnapshot.remoteEntry) {
        throw new Error(`The manifest of remote '${remote.name}' (${remote.entry}) names no remoteEntry`);
      }
      // Our builds write publicPath ('auto' becomes the manifest's folder); a getPublicPath
      // function in the manifest would mean code from elsewhere, which the shell does not run.
      if (!('publicPath' in remoteSnapshot)) throw new Error(`The manifest of remote '${remote.name}' gives no publicPath`);
      remoteInfo.entry = `${remoteSnapshot.publicPath}${remoteSnapshot.remoteEntry}`;
      remoteInfo.type = remoteSnapshot.remoteEntryType;
      remoteInfo.entryGlobalName = remoteSnapshot.globalName;
      remoteInfo.version = remoteSnapshot.version;
      return { ...args, remoteSnapshot };
    },
  };
}
