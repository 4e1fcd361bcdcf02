// Stops the stack; keeps its logs beside the test results for a failed run.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runningStack } from './support/stack-handle';

export default async function globalTeardown(): Promise<void> {
  const running = runningStack();
  if (!running) return;
  await running.control.stop();
  await running.stack.stop();
  cpSync(running.stack.logDir, join(__dirname, 'test-results', 'stack-logs'), { recursive: true });
  rmSync(running.stack.dataDir, { recursive: true, force: true });
}
