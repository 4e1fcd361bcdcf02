// The `test` every spec imports: baseURL is the running stack's shell, and a test fails when any
// page it opened reported a Content-Security-Policy violation (support/csp.ts).
import { test as base, expect } from '@playwright/test';
import { CspViolations } from './csp';
import { stackInfo, type StackInfo } from './stack-handle';

export const test = base.extend<{ stack: StackInfo; csp: CspViolations }>({
  stack: async ({}, use) => use(stackInfo()),
  baseURL: async ({}, use) => use(stackInfo().urls.shell),
  csp: [
    async ({ browser }, use) => {
      const csp = new CspViolations();
      const unwatch = csp.watchNewContexts(browser);
      await use(csp);
      unwatch();
      expect(csp.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, csp }, use) => {
    await csp.watch(context);
    await use(context);
  },
});

export { expect };
