import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './preload';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Tries per manifest fetch. */
  attempts?: number;
  /** Pause before the 2nd try; doubles each time. */
  firstDelayMs?: number;
  /** A manifest request that has not answered by then counts as failed. */
  timeoutMs?: number;
}

/**
 * Rides out a remote's brief hiccup (a restart, a dropped connection): retries its manifest
 * with backoff, always revalidating so a newly released remote is picked up, and retries its
 * remoteEntry script once. A remote that stays down still fails, and the shell shows its fallback.
 */
export function retryPlugin({
  attempts = 3,
  firstDelayMs = 300,
  timeoutMs = 5000,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'carmarket-retry',
    async fetch(url, init) {
      let lastError: unknown;
      // The entry may have fetched this manifest already (preload.ts): use that answer if good.
      const early = await takeEarlyManifest(url)?.catch(() => undefined);
      if (early?.ok) return early;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          const res = await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
          if (res.ok) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
          if (res.status < 500) break; // a missing manifest will not appear by asking again
        } catch (err) {
          lastError = err;
        }
        if (attempt < attempts) await sleep(firstDelayMs * 2 ** (attempt - 1));
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
      const retried = sleep(firstDelayMs).then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }));
      // The hook's declared type nests a Promise in a Promise, which JavaScript flattens anyway.
      return retried as unknown as LoadEntryErrorResult;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // No substitute module: the failure reaches the shell's loader, which shows the remote's
      // fallback card with a Retry in its place. Logged once here with MF's context.
      console.warn(`[shell] remote ${id} failed at ${lifecycle}:`, error);
      return undefined;
    },
  };
}
