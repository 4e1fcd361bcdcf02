// Remotes' server bundles, loaded by URL the way the browser loads their containers: the version
// the release pointer names is the one drawn, a new release is a new URL (nothing stale is kept in
// a require cache), and the default build's file (no release made) is revalidated every few
// seconds. The bundle's shared libraries are the render server's own copies (`requireShared`), so
// the shell's chrome and the remote's page are one React tree.
import { Script } from 'node:vm';
import type { ServerRemoteModule } from '@carmarket/shared-ui';

/** A file under /releases/<version>/ never changes: it is loaded once. */
const RELEASED = /\/releases\/[^/]+\//;
/** How long the default build's file is used before it is asked for again (with its ETag). */
export const REVALIDATE_MS = 5_000;
/** Versions kept loaded: the current one and a few a rollback may return to. */
const KEPT = 8;

/** Where a remote's server bundle lies: beside the mf-manifest.json its runtime config names. */
export const serverBundleUrl = (manifestUrl: string): string => new URL('server/render.js', manifestUrl).href;

interface Loaded {
  module: ServerRemoteModule;
  etag: string | null;
  checkedAt: number;
}

export interface ServerModulesOptions {
  /** Resolves the bundle's imports of the shared libraries (react, @carmarket/shared-ui, ...). */
  requireShared: (request: string) => unknown;
  fetch?: typeof fetch;
  now?: () => number;
}

export class ServerModules {
  private readonly loaded = new Map<string, Loaded>();
  private readonly loading = new Map<string, Promise<ServerRemoteModule>>();

  constructor(private readonly options: ServerModulesOptions) {}

  /**
   * The module at `url`; rejects when it cannot be fetched or does not evaluate to a server module.
   * `maxAgeMs`: how old a default build's check may be (0: asked again now, a 304 as a rule).
   */
  get(url: string, signal?: AbortSignal, maxAgeMs = REVALIDATE_MS): Promise<ServerRemoteModule> {
    const now = (this.options.now ?? Date.now)();
    const known = this.loaded.get(url);
    if (known && (RELEASED.test(url) || now - known.checkedAt < maxAgeMs)) return Promise.resolve(known.module);
    let pending = this.loading.get(url);
    if (!pending) {
      pending = this.fetchModule(url, known, now, signal).finally(() => this.loading.delete(url));
      this.loading.set(url, pending);
    }
    return pending;
  }

  private async fetchModule(url: string, known: Loaded | undefined, now: number, signal?: AbortSignal) {
    const fetchImpl = this.options.fetch ?? fetch;
    const response = await fetchImpl(url, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal,
    });
    if (response.status === 304 && known) {
      known.checkedAt = now;
      return known.module;
    }
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const module = this.evaluate(await response.text(), url);
    this.loaded.delete(url);
    this.loaded.set(url, { module, etag: response.headers.get('etag'), checkedAt: now });
    while (this.loaded.size > KEPT) this.loaded.delete(this.loaded.keys().next().value!);
    return module;
  }

  /** Runs a CommonJS bundle with the shared libraries' require; its default export is the module. */
  private evaluate(code: string, url: string): ServerRemoteModule {
    const wrapper = new Script(`(function (exports, require, module) {${code}\n})`, { filename: url });
    const module = { exports: {} as unknown };
    (wrapper.runInThisContext() as (e: unknown, r: (request: string) => unknown, m: { exports: unknown }) => void)(
      module.exports,
      this.options.requireShared,
      module,
    );
    const exported = module.exports as Partial<ServerRemoteModule> | null;
    if (!exported || typeof exported.render !== 'function' || typeof exported.contractVersion !== 'string')
      throw new Error(`${url} is no server module (no render function and contract version)`);
    return exported as ServerRemoteModule;
  }
}
