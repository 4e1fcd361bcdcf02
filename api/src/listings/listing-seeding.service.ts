// Listings written in bulk rather than by a seller: the seed's, and the sort keys of listings
// stored before those keys existed.
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { STORED_KEY_FIELDS, storedKeysOf } from './listing-sort-keys';
import { ListingStore } from './listing-store';
import { historyOf } from './price-history';
import { Listing, type ListingPhoto, type ListingRecord } from './schemas/listing.schema';

/** A listing as the seed provides it: every field but the state the listings module owns. */
export type SeededListing = Omit<Listing, 'isSold' | 'isPaid' | 'photos'> & {
  _id: Types.ObjectId;
  held?: boolean;
  photos?: ListingPhoto[];
};

@Injectable()
export class ListingSeeding implements OnApplicationBootstrap {
  private readonly logger = new Logger(ListingSeeding.name);

  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly store: ListingStore,
  ) {}

  /** Listings stored before the sort keys (or the search words) existed get them before the first request is served. */
  async onApplicationBootstrap(): Promise<void> {
    const backfilled = await this.backfillSortKeys();
    if (backfilled) this.logger.log(`Sort keys written for ${backfilled} listing(s)`);
  }

  /** Gives listings stored before the sort keys existed their keys (at start-up; idempotent, a batch at a time). */
  async backfillSortKeys(batch = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const missing = await this.listings
        .find(
          { $or: STORED_KEY_FIELDS.map((field) => ({ [field]: { $exists: false } })) },
          {
            brand: 1,
            mileage: 1,
            year: 1,
            sale_price: 1,
            rating: 1,
            zip: 1,
            name: 1,
            model: 1,
            location: 1,
            fuel: 1,
            body: 1,
          },
        )
        .limit(batch)
        .lean<ListingRecord[]>()
        .exec();
      if (missing.length === 0) return done;
      await this.store.bulk(
        missing.map((l) => ({ updateOne: { filter: { _id: l._id }, update: { $set: storedKeysOf(l) } } })),
      );
      done += missing.length;
    }
  }

  /**
   * Inserts each listing whose _id is not stored yet, for sale or (`held`) already booked;
   * stored listings are never touched, so running it twice changes nothing.
   */
  async addMissing(listings: SeededListing[]): Promise<void> {
    await this.store.bulk(
      listings.map(({ _id, held, ...fields }) => ({
        updateOne: {
          filter: { _id },
          update: {
            $setOnInsert: {
              ...fields,
              ...storedKeysOf(fields),
              priceHistory: historyOf(fields),
              isSold: held ?? false,
              isPaid: false,
              ...(held && { heldAt: new Date() }),
            },
          },
          upsert: true,
        },
      })),
    );
  }
}
