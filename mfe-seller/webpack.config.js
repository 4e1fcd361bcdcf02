// Seller remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'seller',
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Seller (standalone)',
  // the standalone harness (npm run dev -w mfe-seller) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
