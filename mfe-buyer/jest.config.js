// jsdom plus Node's fetch: the screens call the API over real HTTP (a small server in each test)
// and the payment screen's data comes from a react-router loader.
const preset = require('../jest.preset').web(__dirname);

module.exports = {
  ...preset,
  testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch.js'),
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'],
  // The wish list loads the storefront's booking modal at run time; here from the storefront's source.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': require.resolve('@carmarket/shared-ui/test/federation-runtime.ts'),
  },
};
