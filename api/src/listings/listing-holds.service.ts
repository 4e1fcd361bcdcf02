// The hold state machine of a car: free -> held (booked, unpaid) -> paid (sold), or held -> free
// again when its booking lapses or is rolled back. Orders and payments drive it; every transition
// is one conditional write through the listing store, so concurrent callers cannot both win.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { LISTING_SOLD, ListingEvents } from './listing-events';
import { ListingStore } from './listing-store';
import { onMarket } from './listing-visibility';
import { Listing, type ListingRecord } from './schemas/listing.schema';

@Injectable()
export class ListingHolds {
  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly store: ListingStore,
    private readonly events: ListingEvents,
  ) {}

  /**
   * Books the car for one buyer: a single conditional update on the listing document, so of any
   * number of concurrent holds exactly one succeeds. Returns the held listing, or null when the
   * car is already held, paid for or gone. `at` (the orders' clock) dates the hold for the
   * reconciliation of holds whose booking was never written.
   */
  hold(id: Types.ObjectId, at: Date = new Date()): Promise<ListingRecord | null> {
    return this.store.change(onMarket({ _id: id, isSold: false }), { $set: { isSold: true, heldAt: at } });
  }

  /** Puts a held car back on sale (its booking lapsed or was rolled back); a paid car stays sold. */
  async release(id: Types.ObjectId): Promise<void> {
    await this.store.changeAll({ _id: id, isSold: true, isPaid: false }, { $set: { isSold: false } });
  }

  /** Unpaid holds (of car `id`, if given) taken at or before `heldBefore`, undated ones too, oldest first. */
  unpaidHoldsSince(
    heldBefore: Date,
    limit: number,
    id?: Types.ObjectId,
  ): Promise<Pick<ListingRecord, '_id' | 'heldAt'>[]> {
    const held = {
      isSold: true,
      isPaid: false,
      $or: [{ heldAt: { $lte: heldBefore } }, { heldAt: { $exists: false } }],
      ...(id && { _id: id }),
    };
    return this.listings
      .find(held, { _id: 1, heldAt: 1 })
      .sort({ heldAt: 1 })
      .limit(limit)
      .lean<Pick<ListingRecord, '_id' | 'heldAt'>[]>()
      .exec();
  }

  /** Releases an unpaid hold only if it is still the one taken at `heldAt` (not a newer hold). */
  async releaseHold(id: Types.ObjectId, heldAt: Date | undefined): Promise<boolean> {
    const { modified } = await this.store.changeAll(
      { _id: id, isSold: true, isPaid: false, heldAt: heldAt ?? { $exists: false } },
      { $set: { isSold: false } },
    );
    return modified > 0;
  }

  /** Takes over an unpaid hold only if it is still the one taken at `heldAt`; dates it `at`. */
  async takeOverHold(id: Types.ObjectId, heldAt: Date | undefined, at: Date): Promise<boolean> {
    const { modified } = await this.store.changeAll(
      { _id: id, isSold: true, isPaid: false, heldAt: heldAt ?? { $exists: false } },
      { $set: { heldAt: at } },
    );
    return modified > 0;
  }

  /** The car's booking was paid: it is sold for good. False when the listing is withdrawn. */
  async markPaid(id: Types.ObjectId): Promise<boolean> {
    const { matched, modified } = await this.store.changeAll(onMarket({ _id: id }), {
      $set: { isSold: true, isPaid: true },
    });
    // A replay of a recorded payment changes nothing and tells nobody again.
    if (modified > 0) await this.events.emit(LISTING_SOLD, { listingId: id });
    return matched > 0;
  }
}
