// Buyer remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'buyer',
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Buyer (standalone)',
  // the standalone harness (npm run dev -w mfe-buyer) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
