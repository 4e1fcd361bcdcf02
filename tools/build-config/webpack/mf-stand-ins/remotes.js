// Stands in, in the shell's build, for @module-federation/webpack-bundler-runtime's `remotes`
// (dist/remotes.js): webpack's chunk loading asks it for the remote modules a chunk imports at
// build time, and the shell has none (every remote is registered from the runtime config and
// loaded with loadRemote). A build that gains one fails at once rather than miss the module.
export function remotes({ chunkId, chunkMapping, webpackRequire }) {
  const later = webpackRequire.remotesLoadingData?.chunkMapping;
  if (webpackRequire.o(chunkMapping, chunkId) || (later && webpackRequire.o(later, chunkId))) {
    throw new Error(
      'Remote modules imported at build time are not built into the shell: see tools/build-config/webpack/mf-stand-ins',
    );
  }
}
