// Seller remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig } = require('../shared-ui/webpack/federation');
const { buildRuntimeConfig } = require('../shell/config/runtime-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'seller',
  port: Number(process.env.SELLER_PORT || 3003),
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Seller (standalone)',
  // the standalone harness (npm run dev -w mfe-seller) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
