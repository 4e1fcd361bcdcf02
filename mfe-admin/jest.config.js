// jsdom plus Node's fetch: the screens call the API over real HTTP (a small server in each test).
// Whole flows (typing a form, modals) take seconds on the small shared machines: 20 s per test.
module.exports = require('../jest.preset').web(__dirname, {
  testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch.js'),
});
