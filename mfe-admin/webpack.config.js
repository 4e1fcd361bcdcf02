// Admin remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Admin (standalone)',
  // the standalone harness (npm run dev -w mfe-admin) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
