// What an app's webpack.config.js and the static servers import, by package name: no app reaches
// into another app's folder to build or serve (a remote builds and ships without the shell).
const { createWebpackConfig, sharedDependencies, SINGLETONS } = require('./webpack/federation');
const { buildRuntimeConfig } = require('./runtime-config');
const { withServerBundle, createNodeProgramConfig, SERVER_BUNDLE } = require('./webpack/server');

module.exports = {
  createWebpackConfig,
  withServerBundle,
  createNodeProgramConfig,
  SERVER_BUNDLE,
  sharedDependencies,
  SINGLETONS,
  buildRuntimeConfig,
};
