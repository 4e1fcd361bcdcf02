// End-to-end tests: real Chromium (Debian's) against the same stack `npm start` runs, started
// once by global-setup.ts on free ports with a fresh database, stopped by global-teardown.ts.
import { defineConfig } from '@playwright/test';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests',
  globalSetup: require.resolve('./global-setup'),
  globalTeardown: require.resolve('./global-teardown'),
  // 2 cores run the stack and the browsers.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    // Runs the stop/rebuild/restart tests as its teardown: after every other test (whatever their
    // outcome), one at a time, since they take the admin remote's server away.
    { name: 'product', testIgnore: /remote-lifecycle\//, teardown: 'remote-lifecycle' },
    { name: 'remote-lifecycle', testMatch: /remote-lifecycle\/.*\.spec\.ts/, workers: 1 },
  ],
});
