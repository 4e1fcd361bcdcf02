// What global-setup hands to the test workers (through env, which workers inherit) and to
// global-teardown (same process).
import type { Stack, StackUrls, ControlServer } from '@carmarket/stack';
import { REMOTES } from '@carmarket/stack';
import type { RemoteName } from '@carmarket/shared-ui/src/contract';

const ENV_KEY = 'CARMARKET_E2E_STACK';

export interface StackInfo {
  urls: StackUrls;
  /** Control server of the stack: stop/start one web app's server (support/remote-control.ts). */
  controlUrl: string;
  dataDir: string;
  /** Each remote's release store (RELEASES_DIR for `npm run release|promote|rollback -w <remote>`). */
  releases: Record<RemoteName, string>;
}

interface Running {
  stack: Stack;
  control: ControlServer;
}

const holder = globalThis as { __carmarketE2eStack?: Running };

export function publishStack(running: Running): void {
  holder.__carmarketE2eStack = running;
  const releases = Object.fromEntries(REMOTES.map((name) => [name, running.stack.releasesDir(name)])) as Record<
    RemoteName,
    string
  >;
  const info: StackInfo = {
    urls: running.stack.urls,
    controlUrl: running.control.url,
    dataDir: running.stack.dataDir,
    releases,
  };
  process.env[ENV_KEY] = JSON.stringify(info);
}

export function runningStack(): Running | undefined {
  return holder.__carmarketE2eStack;
}

export function stackInfo(): StackInfo {
  const raw = process.env[ENV_KEY];
  if (!raw)
    throw new Error('The e2e stack is not running: run the tests with `npm test -w e2e` (global-setup starts it)');
  return JSON.parse(raw) as StackInfo;
}
