// The dashboard remotes' routing facts (routes, access, side-menu entries) as the browser reads
// them: from each remote's mf-manifest.json, checked against the shell's contract, no remote code
// run. A released manifest never changes, so it is read once; the default build's (no release
// made) is asked for again on every page with its ETag, a 304 as a rule: a rebuilt remote's menu
// is the server's on the next page, as it is the browser's.
import type { RemoteName } from '@carmarket/shared-ui';
import { checkContractVersion } from '../src/federation/contract-version';
import type { RoutingFacts } from '../src/federation/routing-facts';

const RELEASED = /\/releases\/[^/]+\//;
/** Manifests kept: each remote's current release and a few a rollback may return to. */
const KEPT = 24;

interface Known {
  facts: RoutingFacts;
  etag: string | null;
}

export class RemoteFacts {
  private readonly known = new Map<string, Known>();

  constructor(private readonly fetchImpl: typeof fetch = fetch) {}

  /** The routing facts in the manifest at `url`; rejects when it cannot be read or is refused (RemoteRefusedError). */
  async get(name: RemoteName, url: string, signal?: AbortSignal): Promise<RoutingFacts> {
    const known = this.known.get(url);
    if (known && RELEASED.test(url)) return known.facts;
    const response = await this.fetchImpl(url, {
      headers: known?.etag ? { 'If-None-Match': known.etag } : {},
      signal,
    });
    if (response.status === 304 && known) return known.facts;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const manifest = (await response.json()) as { routing?: RoutingFacts; contract?: { version?: unknown } };
    checkContractVersion(name, manifest.contract?.version);
    if (!manifest.routing) throw new Error(`${url} gives no routing facts`);
    this.known.delete(url);
    this.known.set(url, { facts: manifest.routing, etag: response.headers.get('etag') });
    while (this.known.size > KEPT) this.known.delete(this.known.keys().next().value!);
    return manifest.routing;
  }
}
