// Stands in, in the shell's build only, for Module Federation's SnapshotHandler
// (@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js), which the runtime
// core constructs whenever remotes are on although the shell builds with disableSnapshot: the
// shell resolves remotes' manifests itself (shell/src/federation/manifest-plugin.ts). Same exports
// and the members the core touches: `hooks` (plugins are applied to it), `manifestCache`
// (emptied by removeRemote); MF's own snapshot lookups fail with a clear message.
const UNSUPPORTED = "The shell resolves remote manifests with its own runtime plugin; Module Federation's snapshot handler is not built in";

export class SnapshotHandler {
  constructor(HostInstance) {
    this.HostInstance = HostInstance;
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo() {
    throw new Error(UNSUPPORTED);
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}

/** Only removeRemote asks: no snapshot is ever recorded for the host, so there is none to clean. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
