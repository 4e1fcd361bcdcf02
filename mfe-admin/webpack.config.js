// Admin remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig } = require('../shared-ui/webpack/federation');
const { buildRuntimeConfig } = require('../shell/config/runtime-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: Number(process.env.ADMIN_PORT || 3004),
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Admin (standalone)',
  // the standalone harness (npm run dev -w mfe-admin) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});
