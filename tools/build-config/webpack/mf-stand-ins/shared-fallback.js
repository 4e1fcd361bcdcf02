// Stand in for @module-federation/webpack-bundler-runtime's getSharedFallbackGetter
// (dist/getSharedFallbackGetter.js) in every build: it serves shared-module tree shaking
// (`sharedFallback`), which no build here turns on; then the module's own factory is the getter,
// as in the original. A build that turns it on fails at once rather than load the wrong copy.
export const getSharedFallbackGetter = ({ factory, webpackRequire }) => {
  if (webpackRequire.federation.sharedFallback)
    throw new Error('Shared tree shaking is not built in: see tools/build-config/webpack/mf-stand-ins');
  return factory;
};
