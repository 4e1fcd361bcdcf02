// The shell (host): nav, footer, sign-in, role routing; loads the remotes at run time from the
// manifest URLs in /config.json, so none of their code is part of this build.
const { createWebpackConfig } = require('../shared-ui/webpack/federation');
const { buildRuntimeConfig } = require('./config/runtime-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT || 3000),
  host: true,
  title: 'CarMarket',
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
