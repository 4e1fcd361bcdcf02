// Stands in, in the shell's build only, for Module Federation's SnapshotHandler
// (@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js), which the runtime
// core constructs whenever remotes are on although the shell builds with disableSnapshot: the
// shell resolves remotes' manifests itself (shell/src/federation/manifest-plugin.ts). Same exports
// and the members the core touches: `hooks` (plugins are applied to it), `manifestCache`
// (emptied by removeRemote); MF's own snapshot lookup fails with a clear message.
export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo() {
    throw new Error(
      "Module Federation's snapshot handler is not built into the shell: its manifest plugin resolves remotes",
    );
  }
}

/** Only removeRemote asks: the shell records no snapshot, so there is none to clean. */
export const getGlobalRemoteInfo = () => ({});
