// jsdom plus Node's fetch: the screens call the API over real HTTP (a small server in each test).
// Whole flows (typing a form, modals) take seconds on the small shared machines: 20 s per test.
const preset = require('../jest.preset').web(__dirname, {
  testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch.js'),
});

module.exports = {
  ...preset,
  // The price check loads the storefront's price analysis view at run time; here from the storefront's source.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': require.resolve('@carmarket/shared-ui/test/federation-runtime.ts'),
  },
};
