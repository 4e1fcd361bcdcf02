// Admin remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig, withServerBundle } = require('@carmarket/build-config');

const browser = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './remote': './src/remote.ts' },
  title: 'CarMarket Admin (standalone)',
  // the standalone harness (npm run dev -w mfe-admin) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});

// The dashboard home's server bundle (dist/server/render.js), released with the browser build: the
// shell's render server draws it (decision 0070).
module.exports = withServerBundle(browser, { dir: __dirname, name: 'admin', entry: './src/server.tsx' });
