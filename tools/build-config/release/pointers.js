// The shell's server follows each remote's release pointer when it answers /config.json: a
// remote whose <base>/channels.json names a current version is loaded from
// <base>/releases/<version>/mf-manifest.json, one without (404: no release made) from
// <base>/mf-manifest.json, its default build. The shell's page, preload hints included, only ever
// reads the config, so a promote or a rollback is seen on the next reload, with nothing rebuilt
// or restarted. See docs/architecture.md §3.1.
//
// Each channels.json is revalidated per config request (ETag: a 304 costs a few bytes). A remote
// host that does not answer keeps the version last seen, not its default build: a blip must not
// turn a promoted release back into an older one.
const DEFAULT_TIMEOUT_MS = 1000;
const VERSION = /^[0-9A-Za-z.+-]+$/;

/**
 * @param {{ fetch?: typeof fetch, timeoutMs?: number }} [options]
 * @returns {(config: import('@carmarket/shared-ui/src/contract').RuntimeConfig) => Promise<import('@carmarket/shared-ui/src/contract').RuntimeConfig>}
 */
function releasePointers({ fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  /** channels.json URL -> { etag, current } as last answered. */
  const seen = new Map();

  async function currentVersion(channelsUrl) {
    const last = seen.get(channelsUrl);
    try {
      const response = await fetch(channelsUrl, {
        headers: last?.etag ? { 'if-none-match': last.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last) return last.current;
      if (response.status === 404) {
        seen.delete(channelsUrl);
        return null;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { current } = await response.json();
      const version = typeof current === 'string' && VERSION.test(current) ? current : null;
      seen.set(channelsUrl, { etag: response.headers.get('etag'), current: version });
      return version;
    } catch {
      return last ? last.current : null;
    }
  }

  return async function followReleasePointers(config) {
    const entries = await Promise.all(
      Object.entries(config.remotes).map(async ([name, manifestUrl]) => {
        const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
        const version = await currentVersion(`${base}channels.json`);
        return [name, version ? `${base}releases/${encodeURIComponent(version)}/mf-manifest.json` : manifestUrl];
      }),
    );
    return { ...config, remotes: Object.fromEntries(entries) };
  };
}

module.exports = { releasePointers };
