// jsdom plus Node's fetch: the shell's data router builds a Request per navigation.
module.exports = require('../jest.preset').web(__dirname, {
  testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch'),
});
