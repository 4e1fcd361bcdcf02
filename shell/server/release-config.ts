// The runtime config with the remotes' release pointers followed, as the render server's pages
// name it. A public page may use pointers read a moment ago (the storefront's within CONFIG_MS, a
// promote shows within 10 s with the bundle's REVALIDATE_MS); a dashboard's page reads
// them anew (each channels.json revalidated with its ETag: mostly 304s), so a promote or rollback
// of a dashboard remote shows on the very next page, and the later reads of the same request take
// the pointers it read.
import type { RuntimeConfig } from '@carmarket/shared-ui';

export const CONFIG_MS = 4_000;

export function releaseConfig(
  follow: () => Promise<RuntimeConfig>,
  now: () => number = Date.now,
): (fresh?: boolean) => Promise<RuntimeConfig> {
  let config: { at: number; value: Promise<RuntimeConfig> } | undefined;
  return (fresh = false) => {
    // The pointers themselves never fail: a remote that does not answer keeps its last version (pointers.js).
    if (fresh || !config || now() - config.at > CONFIG_MS) config = { at: now(), value: follow() };
    return config.value;
  };
}
