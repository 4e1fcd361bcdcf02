// Totals for X-Total-Count (and facet counts). Counting costs O(matching listings) on any MongoDB
// server, so a page would get slower as the catalogue grows; totals are therefore cached per
// filter in each process, stamped with the listings generation: a number in one database
// document that every listing write increments before it answers (invalidate()). Each counted
// request reads that document by _id (one cheap read), so a count is correct right after a write
// made by any API process or the seed; a write that bypasses the listing store (listing-store.ts) must bump it too.
// Concurrent misses of one generation share one count instead of each starting their own.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';

import { GENERATIONS_COLLECTION, LISTINGS_GENERATION } from './listing-generation';

export { GENERATIONS_COLLECTION, LISTINGS_GENERATION };
const MAX_ENTRIES = 500;

interface Generation {
  _id: string;
  n: number;
}

interface Entry {
  total: Promise<number>;
  /** The listings generation the count started in. */
  generation: number;
}

@Injectable()
export class ListingTotals {
  private readonly entries = new Map<string, Entry>();

  /** The API's connection; the bench's bare baseline passes the driver's Db. */
  constructor(@InjectConnection() private readonly database: Connection | mongo.Db) {}

  private get generations(): mongo.Collection<Generation> {
    return (this.database as mongo.Db).collection<Generation>(GENERATIONS_COLLECTION);
  }

  /** A listing was added, removed, or its availability changed: every process's cached totals are stale. */
  async invalidate(): Promise<void> {
    await this.generations.updateOne({ _id: LISTINGS_GENERATION }, { $inc: { n: 1 } }, { upsert: true });
  }

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const generation = (await this.generations.findOne({ _id: LISTINGS_GENERATION }))?.n ?? 0;
    const cached = this.entries.get(key);
    if (cached && cached.generation === generation) return cached.total;
    // A count that started in an older generation is never reused: a write came after it began.
    const entry: Entry = { total: count(), generation };
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    // A failed count is not remembered.
    entry.total.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return entry.total;
  }
}
