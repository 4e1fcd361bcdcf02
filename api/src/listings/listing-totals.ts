// Totals for X-Total-Count. Counting costs O(matching listings) on any MongoDB server, so a page
// would get slower as the catalogue grows; totals are therefore cached per filter and dropped
// whenever a listing is written through the Listing model in this process (schema middleware
// bumps a generation). The TTL bounds staleness from writers elsewhere (another API instance,
// the seed CLI).
import { Injectable } from '@nestjs/common';
import type { Schema } from 'mongoose';

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

let writeGeneration = 0;
const bump = () => {
  writeGeneration++;
};

/** Registers the middleware that invalidates cached totals on every write path of the model. */
export function invalidateTotalsOnWrite(schema: Schema): void {
  schema.post(/^(updateOne|updateMany|replaceOne|deleteOne|deleteMany|findOneAndUpdate|findOneAndReplace|findOneAndDelete)$/, bump);
  schema.post('deleteOne', { document: true, query: false }, bump);
  schema.post('save', bump);
  schema.post('insertMany', bump);
  schema.post('bulkWrite', bump);
}

interface Entry {
  total: number;
  generation: number;
  expiresAt: number;
}

@Injectable()
export class ListingTotals {
  private readonly entries = new Map<string, Entry>();

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.entries.get(key);
    if (cached && cached.generation === writeGeneration && cached.expiresAt > Date.now()) return cached.total;
    // A write while counting leaves this entry with an old generation: it is recounted next time.
    const generation = writeGeneration;
    const total = await count();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { total, generation, expiresAt: Date.now() + TTL_MS });
    return total;
  }
}
