const path = require('path');

// Integration tests share one embedded-mongo (in memory) and one Auth emulator, started once.
module.exports = require('../jest.preset').node(__dirname, {
  globalSetup: path.join(__dirname, 'test/support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'test/support/global-teardown.ts'),
  // A deadline for a hang, not a speed target: starting a test app (Nest + its database) took over
  // 30 s in a hook at a load average of 30 on 2 cores.
  testTimeout: 60_000,
});
