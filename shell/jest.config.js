// jsdom plus Node's fetch: the shell's data router builds a Request per navigation.
module.exports = require('../jest.preset').web(__dirname, {
  testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch'),
  // The render server's tests (node environment) beside its code.
  testMatch: ['<rootDir>/{src,server}/**/*.{spec,test}.{ts,tsx}'],
});
