// The one write path of listings: every change of a stored listing goes through here, and a change
// to anything a count or facet filters on invalidates the cached totals (listing-totals.ts) before
// it answers. The rule of which fields are counted lives here, once.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Model, QueryFilter, Types, UpdateQuery } from 'mongoose';
import type { OutboxEntry } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { ListingTotals } from './listing-totals';
import { Listing, type ListingRecord } from './schemas/listing.schema';

/** Fields no list filter, count or facet reads: writing only these leaves every total as it was. */
const UNCOUNTED_FIELDS: ReadonlySet<string> = new Set([
  'rating',
  'dealKey',
  'photos',
  'image',
  'givenImage',
  'heldAt',
  'isReported',
  'lastReportedAt',
  'isAdvertised',
  'isVerified',
  'outbox',
  'updatedAt',
]);

const UPDATE_OPERATORS = ['$set', '$unset', '$push', '$pull', '$inc', '$setOnInsert'] as const;

/** Whether `update` writes a field some count filters on (a dotted path counts by its first part). */
export function changesCounts(update: UpdateQuery<Listing>): boolean {
  const fields = UPDATE_OPERATORS.flatMap((op) => Object.keys((update as Record<string, object>)[op] ?? {}));
  return fields.some((path) => !UNCOUNTED_FIELDS.has(path.split('.')[0]));
}

@Injectable()
export class ListingStore {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly totals: ListingTotals,
    private readonly outbox: OutboxDispatcher,
  ) {
    // Notifications decided with a listing's change wait in its outbox: the dispatcher sweeps listings.
    this.outbox.register(this.listings);
  }

  /** Posts a new listing (the schema gives it its sort keys and first price). */
  async create(fields: Partial<Listing>): Promise<ListingRecord> {
    const created = await this.listings.create({ updatedAt: new Date(), ...fields });
    await this.totals.invalidate();
    return created.toObject<ListingRecord>();
  }

  /** Changes the one listing `filter` matches, dating the change (updatedAt); null when none matches (the condition failed). */
  async change(filter: QueryFilter<Listing>, update: UpdateQuery<Listing>): Promise<ListingRecord | null> {
    const dated = { ...update, $set: { ...update.$set, updatedAt: new Date() } };
    const changed = await this.listings
      .findOneAndUpdate(filter, dated, { returnDocument: 'after' })
      .lean<ListingRecord>()
      .exec();
    if (changed && changesCounts(update)) await this.totals.invalidate();
    return changed;
  }

  /** Changes every listing `filter` matches. */
  async changeAll(
    filter: QueryFilter<Listing>,
    update: UpdateQuery<Listing>,
  ): Promise<{ matched: number; modified: number }> {
    const { matchedCount, modifiedCount } = await this.listings.updateMany(filter, update).exec();
    if (modifiedCount > 0 && changesCounts(update)) await this.totals.invalidate();
    return { matched: matchedCount, modified: modifiedCount };
  }

  /** Several writes at once (the seed, the sort-key backfill): the totals are invalidated once. */
  async bulk(writes: AnyBulkWriteOperation<Listing>[]): Promise<void> {
    if (writes.length === 0) return;
    await this.listings.bulkWrite(writes);
    await this.totals.invalidate();
  }

  /**
   * Queues notifications on a listing's outbox and dispatches them (a listener of a listing event
   * tells people through here). False when the listing is gone: nobody is told.
   */
  async queueNotifications(id: Types.ObjectId, entries: OutboxEntry[]): Promise<boolean> {
    if (entries.length === 0) return true;
    const { matchedCount } = await this.listings
      .updateOne({ _id: id }, { $push: { outbox: { $each: entries } } })
      .exec();
    if (matchedCount === 0) return false;
    await this.outbox.afterWrite(this.listings, id);
    return true;
  }
}
