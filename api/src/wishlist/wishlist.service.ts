import { Injectable, NotFoundException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { LISTING_PRICE_DROPPED, type ListingPriceDropped } from '../listings/listing-events';
import { ListingQueries } from '../listings/listing-queries.service';
import { ListingStore } from '../listings/listing-store';
import { priceDropContent } from '../listings/price-history';
import { eventOfTheDay, outboxEntries } from '../notifications/outbox';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { WishlistItem, type WishlistItemRecord } from './schemas/wishlist-item.schema';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';

/** A wish list holds a handful of cars; this bounds a response whatever happens. */
const WISHLIST_LIMIT = 200;

@Injectable()
export class WishlistService {
  constructor(
    @InjectModel(WishlistItem.name) private readonly items: Model<WishlistItem>,
    private readonly listings: ListingQueries,
    private readonly store: ListingStore,
  ) {}

  /** A car's wish-listers (its seller aside) are told of its price drop, through the listing's outbox. */
  @OnEvent(LISTING_PRICE_DROPPED)
  async onPriceDropped({ listing, from, to, at }: ListingPriceDropped): Promise<void> {
    const watchers = (await this.savedBy(listing._id)).filter((user) => !user.equals(listing.seller));
    if (watchers.length === 0) return;
    // One notice per car per watcher a day: a later drop that day rewrites it with the new price.
    const event = eventOfTheDay(`price-drop:${listing._id}`, at);
    const told = outboxEntries('price-drop', watchers, priceDropContent(listing, from, to), event, at).map((entry) => ({
      ...entry,
      coalesce: true,
    }));
    await this.store.queueNotifications(listing._id, told);
  }

  /** Who saved the car. */
  async savedBy(listing: Types.ObjectId): Promise<Types.ObjectId[]> {
    return (await this.items.find({ listing }, { user: 1 }).lean<WishlistItemRecord[]>().exec()).map((s) => s.user);
  }

  /** The caller's saved cars that still exist, most recently saved first. */
  async list(caller: RegisteredUser): Promise<ListingRecord[]> {
    const saved = await this.items
      .find({ user: new Types.ObjectId(caller.userId) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(WISHLIST_LIMIT)
      .lean<WishlistItemRecord[]>()
      .exec();
    const listings = await this.listings.findByIds(saved.map((s) => s.listing));
    const byId = new Map(listings.map((l) => [l._id.toString(), l]));
    return saved.flatMap((s) => byId.get(s.listing.toString()) ?? []);
  }

  /** Idempotent: saving a saved car changes nothing. */
  async add(caller: RegisteredUser, listingId: string): Promise<void> {
    const listing = new Types.ObjectId(listingId);
    if (!(await this.listings.exists(listing))) throw new NotFoundException('Car not found');
    const user = new Types.ObjectId(caller.userId);
    try {
      await this.items.updateOne({ user, listing }, { $setOnInsert: { user, listing } }, { upsert: true }).exec();
    } catch (error) {
      // Two saves racing: the other one inserted it, which is the outcome asked for.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** Idempotent: removing a car that is not saved changes nothing. */
  async remove(caller: RegisteredUser, listingId: string): Promise<void> {
    await this.items
      .deleteOne({ user: new Types.ObjectId(caller.userId), listing: new Types.ObjectId(listingId) })
      .exec();
  }
}
