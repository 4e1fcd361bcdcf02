// Stands in, in the shell's build only, for Module Federation's asset-preload helpers
// (@module-federation/runtime-core/dist/utils/preload.js), used only by `preloadRemote` and the
// snapshot plugins the shell builds without: the shell preloads a remote's files itself from its
// manifest (shell/src/federation/preload.ts). Same exports; using one fails with a clear message.
const UNSUPPORTED =
  "Module Federation's preloadRemote is not built into the shell: it preloads remotes' files from their manifests (shell/src/federation/preload.ts)";

function unsupported() {
  throw new Error(UNSUPPORTED);
}

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;
