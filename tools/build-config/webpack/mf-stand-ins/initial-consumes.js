// Stands in for @module-federation/webpack-bundler-runtime's installInitialConsumes
// (dist/installInitialConsumes.js) in every build: it serves shared modules a build consumes in
// its entry chunk (eager sharing, or no async boundary), and no build here does (each entry starts
// with import('./bootstrap'), a container with its exposed module's chunk). A build that gains
// one fails at once with this message.
export function installInitialConsumes() {
  throw new Error(
    'Shared modules consumed by an entry chunk (eager sharing) are not built in: see tools/build-config/webpack/mf-stand-ins',
  );
}
