// The dashboard remotes' routing facts (routes, access, side-menu entries) as the browser reads
// them: from each remote's mf-manifest.json, checked against the shell's contract, no remote code
// run. A released manifest never changes, so it is read once; the default build's is read again
// after the bundles' REVALIDATE_MS, as its server bundle is.
import type { RemoteName } from '@carmarket/shared-ui';
import { checkContractVersion } from '../src/federation/contract-version';
import type { RoutingFacts } from '../src/federation/routing-facts';
import { REVALIDATE_MS } from './server-modules';

const RELEASED = /\/releases\/[^/]+\//;
/** Manifests kept: each remote's current release and a few a rollback may return to. */
const KEPT = 24;

export class RemoteFacts {
  private readonly known = new Map<string, { facts: Promise<RoutingFacts>; at: number }>();

  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The routing facts in the manifest at `url`; rejects when it cannot be read or is refused (RemoteRefusedError). */
  get(name: RemoteName, url: string, signal?: AbortSignal): Promise<RoutingFacts> {
    const known = this.known.get(url);
    if (known && (RELEASED.test(url) || this.now() - known.at < REVALIDATE_MS)) return known.facts;
    const facts = this.read(name, url, signal);
    this.known.set(url, { facts, at: this.now() });
    facts.catch(() => this.known.delete(url));
    while (this.known.size > KEPT) this.known.delete(this.known.keys().next().value!);
    return facts;
  }

  private async read(name: RemoteName, url: string, signal?: AbortSignal): Promise<RoutingFacts> {
    const response = await this.fetchImpl(url, { signal });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const manifest = (await response.json()) as { routing?: RoutingFacts; contract?: { version?: unknown } };
    checkContractVersion(name, manifest.contract?.version);
    if (!manifest.routing) throw new Error(`${url} gives no routing facts`);
    return manifest.routing;
  }
}
