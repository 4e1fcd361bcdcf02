// The shell (host): nav, footer, sign-in, role routing; loads the remotes at run time from the
// manifest URLs in /config.json, so none of their code is part of this build.
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'CarMarket',
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
