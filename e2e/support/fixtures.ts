// The `test` every spec imports: baseURL is the running stack's shell.
import { test as base, expect } from '@playwright/test';
import { stackInfo, type StackInfo } from './stack-handle';

export const test = base.extend<{ stack: StackInfo }>({
  stack: async ({}, use) => use(stackInfo()),
  baseURL: async ({}, use) => use(stackInfo().urls.shell),
});

export { expect };
