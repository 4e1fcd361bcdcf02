// Storefront remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig, withServerBundle } = require('@carmarket/build-config');

const browser = createWebpackConfig({
  dir: __dirname,
  name: 'storefront',
  // './BookingModal': the booking form, which the buyer's wish list loads from here at run time;
  // './PriceAnalysis': the price analysis view, which the seller's live price check loads.
  exposes: {
    './remote': './src/remote.ts',
    './BookingModal': './src/features/booking/BookingModal.tsx',
    './PriceAnalysis': './src/features/pricing/PriceAnalysis.tsx',
  },
  title: 'CarMarket Storefront (standalone)',
  // the standalone harness (npm run dev -w mfe-storefront) reads the same /config.json as the shell
  runtimeConfig: () => buildRuntimeConfig(process.env),
});

// The public pages' server bundle (dist/server/render.js), released with the browser build: the
// shell's render server draws them from it (decision 0056).
module.exports = withServerBundle(browser, { dir: __dirname, name: 'storefront', entry: './src/server.tsx' });
