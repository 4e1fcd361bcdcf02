const path = require('path');

// Integration tests share one embedded-mongo (in memory) and one Auth emulator, started once.
module.exports = require('../jest.preset').node(__dirname, {
  globalSetup: path.join(__dirname, 'test/support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'test/support/global-teardown.ts'),
  testTimeout: 30_000,
});
