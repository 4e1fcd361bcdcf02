// Totals for X-Total-Count. Counting costs O(matching listings) on any MongoDB server, so a page
// would get slower as the catalogue grows; totals are therefore cached per filter and dropped
// whenever ListingsService (the only writer of listings) changes a field a count filters on.
// The TTL bounds staleness from writers elsewhere (another API instance, the seed CLI).
// Concurrent misses share one count instead of each starting their own.
import { Injectable } from '@nestjs/common';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  total: Promise<number>;
  /** Writes seen when the count started: a write while counting makes the next read recount. */
  generation: number;
  expiresAt: number;
}

@Injectable()
export class ListingTotals {
  private readonly entries = new Map<string, Entry>();
  private writeGeneration = 0;

  /** A listing was added, removed, or its availability changed: every cached total is stale. */
  invalidate(): void {
    this.writeGeneration++;
  }

  get(key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.generation === this.writeGeneration && cached.expiresAt > Date.now()) return cached.total;
    const entry: Entry = { total: count(), generation: this.writeGeneration, expiresAt: Date.now() + TTL_MS };
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    // A failed count is not remembered.
    entry.total.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.total;
  }
}
