// Buyer remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig } = require('../shared-ui/webpack/federation');
const { buildRuntimeConfig } = require('../shell/config/runtime-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'buyer',
  port: Number(process.env.BUYER_PORT || 3002),
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Buyer (standalone)',
  // the standalone harness (npm run dev -w mfe-buyer) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
