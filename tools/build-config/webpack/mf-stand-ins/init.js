// Stand in for @module-federation/webpack-bundler-runtime's init (dist/init.js) in every build:
// the original also registers a plugin for shared-module tree shaking (`sharedFallback`), which
// does nothing unless a build turns that on, and no build here does. A build that turns it on
// fails at once rather than load the wrong copy.
export function init({ webpackRequire }) {
  const { initOptions, runtime, sharedFallback } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  if (sharedFallback)
    throw new Error('Shared tree shaking is not built in: see tools/build-config/webpack/mf-stand-ins');
  return runtime.init(initOptions);
}
