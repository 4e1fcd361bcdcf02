import type { RuntimeConfig } from '../contract';

// Fetched once per page from the host's /config.json (filled from env at serve time), so the
// same bundles run against any API, identity provider and remote locations.
let pending: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

/** Loads /config.json once; later calls share the same promise. A failure can be retried. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (!pending) {
    pending = fetch(url, { cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
        return setRuntimeConfig((await res.json()) as RuntimeConfig);
      })
      .catch((err: unknown) => {
        pending = null;
        throw err;
      });
  }
  return pending;
}

/** For hosts that already hold the config (and tests). */
export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  loaded = config;
  pending = Promise.resolve(config);
  return config;
}

/** The loaded config; the shell's bootstrap loads it before anything renders. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime config is not loaded yet: await loadRuntimeConfig() at start-up');
  return loaded;
}
