// The shell (host): nav, footer, sign-in, role routing; loads the remotes at run time from the
// manifest URLs in /config.json, so none of their code is part of this build.
const path = require('path');
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');
const { PreloadStartupChunks } = require('./build/preload-startup');

const config = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'CarMarket',
  runtimeConfig: () => buildRuntimeConfig(process.env),
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(new PreloadStartupChunks(path.join(__dirname, 'src', 'index.ts')));
  return built;
};
