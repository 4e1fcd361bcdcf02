// Storefront remote: its own build and server; the shell loads './remote' at run time.
const { createWebpackConfig, buildRuntimeConfig } = require('@carmarket/build-config');

module.exports = createWebpackConfig({
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
