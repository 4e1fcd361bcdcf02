import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { listingStatus } from '../listings/listing-status';
import { ListingQueries } from '../listings/listing-queries.service';
import { RecentlyViewed, type RecentlyViewedRecord } from './schemas/recently-viewed.schema';
import type { RecentlyViewedView } from './recently-viewed.views';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';

/** How many cars the list keeps per account (the browser keeps as many per device). */
export const RECENTLY_VIEWED_LIMIT = 20;

@Injectable()
export class RecentlyViewedService {
  constructor(
    @InjectModel(RecentlyViewed.name) private readonly entries: Model<RecentlyViewed>,
    private readonly listings: ListingQueries,
  ) {}

  /** The caller's last RECENTLY_VIEWED_LIMIT cars, newest first; gone ones marked, not left out. */
  async list(caller: RegisteredUser): Promise<RecentlyViewedView[]> {
    const entries = await this.entries
      .find({ user: new Types.ObjectId(caller.userId) })
      .sort({ viewedAt: -1, _id: -1 })
      .limit(RECENTLY_VIEWED_LIMIT)
      .lean<RecentlyViewedRecord[]>()
      .exec();
    const onMarket = await this.listings.findByIds(entries.map((e) => e.listing));
    const byId = new Map(onMarket.map((l) => [l._id.toString(), l]));
    return entries.map((entry) => {
      const listing = byId.get(entry.listing.toString()) ?? null;
      return {
        listingId: entry.listing.toString(),
        name: listing?.name ?? entry.name,
        brand: listing?.brand ?? entry.brand,
        image: listing?.image ?? entry.image,
        sale_price: listing?.sale_price ?? entry.sale_price,
        viewedAt: entry.viewedAt.toISOString(),
        // Not among the listed cars: taken off the market since (the entry's card stands in for it).
        status: listing ? listingStatus(listing) : 'withdrawn',
      };
    });
  }

  /**
   * Records that the caller opened a listed car (404 otherwise), at `viewedAt` or now; an entry
   * keeps its latest time, and the account keeps only its newest RECENTLY_VIEWED_LIMIT cars.
   */
  async record(caller: RegisteredUser, listingId: string, viewedAt?: string): Promise<void> {
    const listing = await this.listings.findById(listingId);
    if (!listing) throw new NotFoundException('Car not found');
    const now = new Date();
    const at = viewedAt && new Date(viewedAt) < now ? new Date(viewedAt) : now;
    const user = new Types.ObjectId(caller.userId);
    const card = { name: listing.name, brand: listing.brand, image: listing.image, sale_price: listing.sale_price };
    try {
      // $max: a merge of an older visit from another device never moves a car back in the list.
      await this.entries
        .updateOne(
          { user, listing: listing._id },
          { $set: card, $max: { viewedAt: at }, $setOnInsert: { user, listing: listing._id } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      // Two writes of the same car racing: the other one inserted it; write this one's time over it.
      if (!isDuplicateKeyError(error)) throw error;
      await this.entries.updateOne({ user, listing: listing._id }, { $set: card, $max: { viewedAt: at } }).exec();
    }
    await this.trim(user);
  }

  /** Forgets the caller's list. */
  async clear(caller: RegisteredUser): Promise<void> {
    await this.entries.deleteMany({ user: new Types.ObjectId(caller.userId) }).exec();
  }

  private async trim(user: Types.ObjectId): Promise<void> {
    const beyond = await this.entries
      .find({ user }, { _id: 1 })
      .sort({ viewedAt: -1, _id: -1 })
      .skip(RECENTLY_VIEWED_LIMIT)
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    if (beyond.length) await this.entries.deleteMany({ _id: { $in: beyond.map((e) => e._id) } }).exec();
  }
}
