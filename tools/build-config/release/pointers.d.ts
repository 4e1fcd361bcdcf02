import type { RuntimeConfig } from '@carmarket/shared-ui/src/contract';

/** Follows each remote's release pointer (its channels.json): see pointers.js. */
export function releasePointers(options?: {
  fetch?: typeof fetch;
  timeoutMs?: number;
}): (config: RuntimeConfig) => Promise<RuntimeConfig>;
