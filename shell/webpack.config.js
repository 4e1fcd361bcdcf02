// The shell (host): nav, footer, sign-in, role routing; loads the remotes at run time from the
// manifest URLs in /config.json, so none of their code is part of this build. A production build
// also bundles the render server (server/main.ts) through the same TypeScript rule, so the chrome
// it draws carries the class names the browser's chrome hydrates with.
const path = require('path');
const { createWebpackConfig, createNodeProgramConfig, buildRuntimeConfig } = require('@carmarket/build-config');
const { PreloadStartupChunks } = require('./build/preload-startup');

const config = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'CarMarket',
  runtimeConfig: () => buildRuntimeConfig(process.env),
});

/** Where the render server's bundle lies: outside dist, which the shell's static server serves. */
const RENDER_SERVER = 'dist-server/main.js';
const renderServer = createNodeProgramConfig({ dir: __dirname, entry: './server/main.ts', output: RENDER_SERVER });

module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(new PreloadStartupChunks(path.join(__dirname, 'src', 'index.ts')));
  return argv.mode === 'development' ? built : [built, renderServer(env, argv)];
};
