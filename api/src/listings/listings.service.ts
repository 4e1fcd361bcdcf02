import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { CategoriesService } from '../categories/categories.service';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { decodeKeyset, LIST_PAGE_SIZE, pageOf, type Page, type PageQueryDto } from '../common/paging/paging';
import type { Env } from '../config/env.validation';
import { FaultPoints } from '../common/faults/fault-points';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { PhotosService, type UploadedPhoto } from '../photos/photos.service';
import { UsersService } from '../users/users.service';
import type { AddProductDto } from './dto/add-product.dto';
import { DEFAULT_PAGE_SIZE, type CategoryQueryDto } from './dto/category-query.dto';
import type { NewListingDto } from './dto/new-listing.dto';
import type { UpdateListingDto } from './dto/update-listing.dto';
import { modelProblem } from './facts/model-catalogue';
import { MAX_PHOTOS, VEHICLE_FACTS } from './facts/vehicle-facts';
import { photoFields } from './listing-cover';
import { CachedThroughTotals, facetsPipeline, toFacets, type Facets } from './listing-facets';
import { checkListingQuery, filterKey, listingFilter, type ListingScope } from './listing-filter';
import { afterCursor, encodeCursor, sortOrder } from './listing-page';
import { ListingTotals } from './listing-totals';
import { brandKey } from './facts/model-catalogue';
import { dealKeyOf, STORED_KEY_FIELDS, storedKeysOf } from './listing-sort-keys';
import { notDeleted, onMarket } from './listing-visibility';
import { historyOf, priceDropContent } from './price-history';
import { Listing, type ListingPhoto, type ListingRating, type ListingRecord } from './schemas/listing.schema';
import { Report } from './schemas/report.schema';

/** A listing as the seed provides it: every field but the state this service owns. */
export type SeededListing = Omit<Listing, 'isSold' | 'isPaid' | 'photos'> & {
  _id: Types.ObjectId;
  held?: boolean;
  photos?: ListingPhoto[];
};

export interface ListingPage {
  items: ListingRecord[];
  total: number;
  nextCursor: string | null;
}

export interface SellerSummary {
  _id: string;
  name: string;
  isVerified: boolean;
  memberSince: Date;
  activeListings: number;
}

/** A car's facts and price as pricing compares them. */
export type ComparableCar = Pick<
  ListingRecord,
  '_id' | 'model' | 'year' | 'mileage' | 'sale_price' | 'poste_date' | 'withdrawn'
>;

export interface ComparablesQuery {
  brand: string;
  /** Left out: every model of the brand. */
  model?: string;
  yearFrom: number;
  yearTo: number;
  postedSince: Date;
  excludeId?: Types.ObjectId;
  /** The newest this many; left out: all. */
  limit?: number;
}

/** Runs after a listing is posted or edited (pricing re-rates it); a failure is logged, the write stands. */
export type ListingWrittenListener = (listing: ListingRecord) => Promise<void>;

/** The users who watch a listing (its wish-listers), told of a price drop; the wish list module provides it. */
export type ListingWatchers = (listingId: Types.ObjectId) => Promise<Types.ObjectId[]>;

/** Advertisement strip size: enough for a carousel, bounded whatever sellers do. */
const ADVERTISEMENT_LIMIT = 24;

@Injectable()
export class ListingsService implements OnApplicationBootstrap {
  private readonly reportsPerDay: number;
  private readonly facetCache: CachedThroughTotals<Facets>;
  private readonly writtenListeners: ListingWrittenListener[] = [];
  private watchersOf: ListingWatchers = async () => [];
  private readonly logger = new Logger(ListingsService.name);

  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly totals: ListingTotals,
    private readonly photos: PhotosService,
    private readonly faults: FaultPoints,
    private readonly outbox: OutboxDispatcher,
    config: ConfigService<Env, true>,
  ) {
    this.reportsPerDay = config.get('REPORTS_PER_USER_PER_DAY', { infer: true });
    this.facetCache = new CachedThroughTotals(totals);
    this.outbox.register(this.listings);
  }

  /** A report carries the admins' notifications of it: the dispatcher sweeps reports. */
  onModuleInit(): void {
    this.outbox.register(this.reports);
  }

  /** Listings stored before the sort keys existed get them before the first request is served. */
  async onApplicationBootstrap(): Promise<void> {
    const backfilled = await this.backfillSortKeys();
    if (backfilled) {
      await this.totals.invalidate();
      this.logger.log(`Sort keys written for ${backfilled} listing(s)`);
    }
  }

  /** A page of one category's listings (`categoryId`) or of every category's (search). */
  async listPage(scope: ListingScope, query: CategoryQueryDto): Promise<ListingPage> {
    checkListingQuery(query);
    const sort = query.sort ?? 'newest';
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const filter = listingFilter(scope, query);
    const pageFilter = query.cursor ? { $and: [filter, afterCursor(sort, query.cursor)] } : filter;

    // Independent reads, issued together: the page's latency is the slowest one, not their sum.
    const [exists, rows, total] = await Promise.all([
      scope.categoryId === undefined || this.categories.exists(scope.categoryId),
      this.listings
        .find(pageFilter)
        .sort(sortOrder(sort))
        .limit(limit + 1)
        .lean<ListingRecord[]>()
        .exec(),
      this.totals.get(filterKey(scope, query, 'total'), () => this.listings.countDocuments(filter).exec()),
    ]);
    if (!exists) throw new NotFoundException(`Category ${scope.categoryId} does not exist`);
    const items = rows.slice(0, limit);
    const nextCursor = rows.length > limit ? encodeCursor(sort, items[items.length - 1]) : null;
    return { items, total, nextCursor };
  }

  /** Facet counts of a list query (listing-facets.ts), cached with the totals. */
  async facets(scope: ListingScope, query: CategoryQueryDto): Promise<Facets> {
    checkListingQuery(query);
    const [exists, facets] = await Promise.all([
      scope.categoryId === undefined || this.categories.exists(scope.categoryId),
      this.facetCache.get(filterKey(scope, query, 'facets'), async () =>
        toFacets((await this.listings.aggregate(facetsPipeline(scope, query)).exec())[0] ?? {}),
      ),
    ]);
    if (!exists) throw new NotFoundException(`Category ${scope.categoryId} does not exist`);
    return facets;
  }

  advertised(): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ isAdvertised: true, isSold: false }))
      .sort({ poste_date: -1 })
      .limit(ADVERTISEMENT_LIMIT)
      .lean<ListingRecord[]>()
      .exec();
  }

  /**
   * Posts a listing: POST /add_product (image URL) and POST /listings (facts too; photos, an image
   * URL or both). All or nothing: photos stored for a listing that is then not written are discarded.
   */
  async add(
    caller: RegisteredUser,
    body: AddProductDto | NewListingDto,
    files: UploadedPhoto[] = [],
  ): Promise<ListingRecord> {
    if (!files.length && !body.image) throw new BadRequestException(['Add at least one photo, or give an image URL']);
    checkModel(body.brand, 'model' in body ? body.model : undefined);
    if (!(await this.categories.exists(body.category_id))) {
      throw new BadRequestException(`category_id ${body.category_id} does not exist`);
    }
    const seller = await this.users.findById(caller.userId);
    if (!seller) throw new ForbiddenException('This account is not registered');
    const photos = files.length ? await this.photos.ingest(files) : [];
    let record: ListingRecord;
    try {
      this.faults.reach('listing.after-photos');
      const created = await this.listings.create({
        ...body,
        ...photoFields({ image: body.image, photos: [] }, photos),
        sellerName: seller.name,
        seller_email: seller.email,
        seller: seller._id,
        poste_date: new Date(),
        isVerified: seller.isVerified,
        isSold: false,
        isPaid: false,
        isReported: false,
        isAdvertised: false,
      });
      await this.totals.invalidate();
      record = created.toObject<ListingRecord>();
    } catch (error) {
      await this.photos.discard(photos.map((p) => p.id));
      throw error;
    }
    return this.afterWrite(record);
  }

  /**
   * Its seller changes price, description and facts. A booked car keeps its price (the buyer
   * booked at it); everything a count or facet filters on may change, so cached counts are dropped.
   * A new sale price is appended to the price history in the same update, and a drop tells the
   * car's wish-listers through the listing's outbox, in that update too.
   */
  async update(id: string, caller: RegisteredUser, changes: UpdateListingDto): Promise<ListingRecord> {
    const given = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (given.length === 0) throw new BadRequestException('Nothing to change: send at least one field');
    // null removes a fact; the posting fields are required and stay.
    const kept = given
      .filter(([field, v]) => v === null && !(VEHICLE_FACTS as readonly string[]).includes(field))
      .map(([field]) => field);
    if (kept.length) throw new BadRequestException(kept.map((field) => `${field} cannot be removed; send a new value`));
    const listing = await this.editable(id, caller);
    checkModel(listing.brand, changes.model ?? undefined);
    const set: Record<string, unknown> = Object.fromEntries(given.filter(([, v]) => v !== null));
    const unset = Object.fromEntries(given.filter(([, v]) => v === null).map(([field]) => [field, 1]));
    const after = {
      ...listing,
      ...set,
      ...Object.fromEntries(Object.keys(unset).map((field) => [field, undefined])),
    } as ListingRecord;
    Object.assign(set, storedKeysOf(after));
    const changesPrice = 'sale_price' in set || 'original_price' in set;
    const push = await this.priceChange(listing, after.sale_price, set);
    const updated = await this.listings
      .findOneAndUpdate(
        // The price read is the one the history and a drop's notification start from: a concurrent change loses (409).
        onMarket({
          _id: listing._id,
          seller: listing.seller,
          ...(changesPrice && { isSold: false }),
          ...(push && { sale_price: listing.sale_price }),
        }),
        { $set: set, ...(Object.keys(unset).length && { $unset: unset }), ...(push && { $push: push }) },
        { returnDocument: 'after' },
      )
      .lean<ListingRecord>()
      .exec();
    if (!updated) {
      const now = await this.findById(id);
      if (!now) throw new NotFoundException('Listing not found');
      if (now.isSold) throw new ConflictException("A booked car's price cannot change");
      throw new ConflictException('The listing changed meanwhile; try again');
    }
    await this.totals.invalidate();
    if (push?.outbox) await this.outbox.afterWrite(this.listings, updated._id);
    return this.afterWrite(updated);
  }

  /**
   * The history entry of a new sale price (written into `set` for a listing stored without a
   * history, returned to $push otherwise) and, for a drop, the wish-listers' outbox entries. Null
   * when the price does not change.
   */
  private async priceChange(
    listing: ListingRecord,
    price: number,
    set: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    if (price === listing.sale_price) return null;
    const at = new Date();
    const push: Record<string, unknown> = {};
    if (listing.priceHistory?.length) push.priceHistory = { price, at };
    else set.priceHistory = [...historyOf(listing), { price, at }];
    if (price < listing.sale_price) {
      const watchers = (await this.watchersOf(listing._id)).filter((user) => !user.equals(listing.seller));
      if (watchers.length)
        push.outbox = {
          $each: outboxEntries(
            'price-drop',
            watchers,
            priceDropContent(listing, listing.sale_price, price),
            undefined,
            at,
          ),
        };
    }
    return push;
  }

  /** Registers who watches a listing (the wish list module), told of its price drops. */
  setWatchers(watchers: ListingWatchers): void {
    this.watchersOf = watchers;
  }

  /** Whether the list call of `scope` and `query` would show listing `id` (saved searches match with it). */
  async wouldList(id: Types.ObjectId, scope: ListingScope, query: CategoryQueryDto): Promise<boolean> {
    return (await this.listings.exists({ $and: [listingFilter(scope, query), { _id: id }] }).exec()) !== null;
  }

  /** Registers a listener of posted and edited listings (the pricing service). */
  onListingWritten(listener: ListingWrittenListener): void {
    this.writtenListeners.push(listener);
  }

  /** Tells the listeners, then reads the listing again when any may have changed it (its rating). */
  private async afterWrite(listing: ListingRecord): Promise<ListingRecord> {
    if (this.writtenListeners.length === 0) return listing;
    for (const listener of this.writtenListeners) {
      await listener(listing).catch((error: unknown) =>
        this.logger.error(`After writing listing ${listing._id.toString()}: ${String(error)}`),
      );
    }
    return (await this.findById(listing._id)) ?? listing;
  }

  /** Stores a listing's deal rating (computed by the pricing service) and its best-deal sort key. False when the listing is gone. */
  async setRating(id: Types.ObjectId, rating: ListingRating): Promise<boolean> {
    const { matchedCount } = await this.listings
      .updateOne({ _id: id }, { $set: { rating, dealKey: dealKeyOf(rating.price, rating.expected) } })
      .exec();
    return matchedCount > 0;
  }

  /** Gives listings stored before the sort keys existed their keys (at start-up; idempotent, a batch at a time). */
  async backfillSortKeys(batch = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const missing = await this.listings
        .find(
          { $or: STORED_KEY_FIELDS.map((field) => ({ [field]: { $exists: false } })) },
          { brand: 1, mileage: 1, year: 1, sale_price: 1, rating: 1 },
        )
        .limit(batch)
        .lean<ListingRecord[]>()
        .exec();
      if (missing.length === 0) return done;
      await this.listings.bulkWrite(
        missing.map((l) => ({ updateOne: { filter: { _id: l._id }, update: { $set: storedKeysOf(l) } } })),
      );
      done += missing.length;
    }
  }

  /**
   * Cars to compare a car with: the brand (as matched: the stored brandKey) and model, model years
   * in range, posted since the date (booked, sold and withdrawn ones too: a car taken off the
   * market still tells what such cars cost), with year and mileage given; the newest first.
   */
  comparableCars(q: ComparablesQuery): Promise<ComparableCar[]> {
    const filter: QueryFilter<Listing> = {
      brandKey: brandKey(q.brand),
      ...(q.model !== undefined ? { model: q.model } : { model: { $exists: true, $ne: null } }),
      poste_date: { $gte: q.postedSince },
      year: { $gte: q.yearFrom, $lte: q.yearTo },
      mileage: { $exists: true, $ne: null },
      ...(q.excludeId && { _id: { $ne: q.excludeId } }),
    };
    return this.listings
      .find(filter, { _id: 1, model: 1, year: 1, mileage: 1, sale_price: 1, poste_date: 1, withdrawn: 1 })
      .sort({ poste_date: -1 })
      .limit(q.limit ?? 0)
      .lean<ComparableCar[]>()
      .exec();
  }

  /** The brands (as matched) and models of the cars for sale: the periodic re-rating works a model at a time. */
  async modelsForSale(): Promise<{ brandKey: string; model: string | null }[]> {
    const groups = await this.listings
      .aggregate<{ _id: { brandKey?: string; model?: string | null } }>([
        { $match: onMarket({ isSold: false }) },
        { $group: { _id: { brandKey: '$brandKey', model: '$model' } } },
      ])
      .exec();
    return groups.map(({ _id }) => ({ brandKey: _id.brandKey ?? '', model: _id.model ?? null }));
  }

  /** The cars for sale of one brand and model (null: those without a model). */
  forSaleOfModel(brand: string, model: string | null): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ isSold: false, brandKey: brand, model }))
      .lean<ListingRecord[]>()
      .exec();
  }

  /** A seller's own listings (My Products): all but the deleted. */
  ofSeller(sellerId: string): Promise<ListingRecord[]> {
    return this.listings
      .find(notDeleted({ seller: new Types.ObjectId(sellerId) }))
      .sort({ poste_date: -1 })
      .lean<ListingRecord[]>()
      .exec();
  }

  /** Reported listings, newest first, a page at a time. */
  async reported({ limit = LIST_PAGE_SIZE, cursor }: PageQueryDto): Promise<Page<ListingRecord>> {
    const filter = onMarket({ isReported: true });
    const after = cursor ? decodeKeyset(cursor) : null;
    const at = after && new Date(after.value);
    const pageFilter = at
      ? { ...filter, $or: [{ poste_date: { $lt: at } }, { poste_date: at, _id: { $lt: after.id } }] }
      : filter;
    const [rows, total] = await Promise.all([
      this.listings
        .find(pageFilter)
        .sort({ poste_date: -1, _id: -1 })
        .limit(limit + 1)
        .lean<ListingRecord[]>()
        .exec(),
      this.listings.countDocuments(filter).exec(),
    ]);
    return pageOf(rows, limit, total, (last) => ({ value: new Date(last.poste_date).toISOString(), id: last._id }));
  }

  /**
   * Any signed-in user may report a listing, once: reporting it again changes nothing. A user
   * reports at most REPORTS_PER_USER_PER_DAY listings a day (checked again after writing, so
   * concurrent reports cannot pass the cap together).
   */
  async report(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const user = new Types.ObjectId(caller.userId);
    if (await this.reports.exists({ listing: listing._id, user }).exec()) return listing;
    if ((await this.reportsToday(user)) >= this.reportsPerDay) throw this.tooManyReports();
    try {
      // The report and every admin's notification: one write.
      const told = outboxEntries('listing-reported', await this.users.adminIds(), {
        title: `A listing was reported: ${listing.brand} ${listing.name}`,
        body: `${listing.sellerName}'s ${listing.brand} ${listing.name} was reported by a member.`,
        link: '/dashboard/all_reports',
      });
      const report = await this.reports.create({ listing: listing._id, user, outbox: told });
      if ((await this.reportsToday(user)) > this.reportsPerDay) {
        await this.reports.deleteOne({ _id: report._id }).exec();
        throw this.tooManyReports();
      }
      await this.outbox.afterWrite(this.reports, report._id);
    } catch (error) {
      // The same user's concurrent report of the same listing: reported once either way.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const reported = await this.listings
      .findOneAndUpdate(onMarket({ _id: listing._id }), { $set: { isReported: true } }, { returnDocument: 'after' })
      .lean<ListingRecord>()
      .exec();
    if (!reported) throw new NotFoundException('Listing not found');
    return reported;
  }

  private reportsToday(user: Types.ObjectId): Promise<number> {
    return this.reports.countDocuments({ user, createdAt: { $gt: new Date(Date.now() - 86_400_000) } }).exec();
  }

  private tooManyReports(): HttpException {
    return new HttpException(
      `You can report at most ${this.reportsPerDay} listings a day; try again tomorrow.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /** Its seller advertises it; a booked car cannot be advertised. One conditional update, no race. */
  async advertise(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const updated = await this.listings
      .findOneAndUpdate(
        onMarket({ _id: id, seller: new Types.ObjectId(caller.userId), isSold: false }),
        { $set: { isAdvertised: true } },
        { returnDocument: 'after' },
      )
      .lean<ListingRecord>()
      .exec();
    if (updated) return updated;
    const listing = await this.editable(id, caller);
    if (listing.isSold) throw new ConflictException('A booked car cannot be advertised');
    throw new ConflictException('The listing changed meanwhile; try again');
  }

  /**
   * Its seller marks it sold elsewhere: it leaves the market like a deleted car (listing-visibility.ts)
   * but stays in My Products to be relisted. Refused (409) while a booking holds the car: the
   * update is conditional on the car being free, so a booking and this cannot both win.
   */
  async markSoldElsewhere(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.owned(id, caller);
    if (listing.withdrawn) throw new ConflictException('This car is already marked sold elsewhere');
    const updated = await this.listings
      .findOneAndUpdate(
        onMarket({ _id: listing._id, seller: listing.seller, isSold: false }),
        { $set: { withdrawn: { at: new Date(), reason: 'sold-elsewhere' as const } } },
        { returnDocument: 'after' },
      )
      .lean<ListingRecord>()
      .exec();
    if (updated) {
      await this.totals.invalidate();
      return updated;
    }
    const current = await this.owned(id, caller);
    if (current.isPaid) throw new ConflictException('This car was sold on CarMarket');
    if (current.isSold) throw new ConflictException('A booking holds this car: decline the booking first');
    throw new ConflictException('The listing changed meanwhile; try again');
  }

  /** Its seller puts a car marked sold elsewhere back on the market. */
  async relist(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.owned(id, caller);
    const relisted = await this.listings
      .findOneAndUpdate(
        { _id: listing._id, seller: listing.seller, 'withdrawn.reason': 'sold-elsewhere' },
        { $unset: { withdrawn: 1 } },
        { returnDocument: 'after' },
      )
      .lean<ListingRecord>()
      .exec();
    if (!relisted) throw new ConflictException('This car is on the market already');
    await this.totals.invalidate();
    return relisted;
  }

  /** One of the caller's listings, on the market or sold elsewhere (a deleted one is gone). */
  private async owned(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.listings
      .findOne(notDeleted({ _id: new Types.ObjectId(id) }))
      .lean<ListingRecord>()
      .exec();
    if (!listing) throw new NotFoundException('Listing not found');
    if (!listing.seller.equals(caller.userId)) throw new ForbiddenException('This listing belongs to another seller');
    return listing;
  }

  /**
   * Its seller or an admin deletes it: it leaves the market for good (listing-visibility.ts) but
   * the document stays with its facts, for price statistics and order history. Its photos go.
   */
  async remove(id: string, caller: RegisteredUser): Promise<void> {
    const listing = await this.editable(id, caller, { allowAdmin: true });
    const { modifiedCount } = await this.listings
      .updateOne(onMarket({ _id: listing._id }), deletion(new Date()))
      .exec();
    await this.totals.invalidate();
    if (modifiedCount === 0) throw new NotFoundException('Listing not found');
    await this.photos.discard(photoIds([listing]));
  }

  /** Admin verified the seller: the listings show the tick too. */
  async markSellerVerified(sellerId: Types.ObjectId): Promise<void> {
    await this.listings.updateMany({ seller: sellerId }, { $set: { isVerified: true } }).exec();
  }

  /** Deletes every listing of a seller (an admin deleted the seller), as remove() does one; their photos go. */
  async removeAllOf(sellerId: Types.ObjectId): Promise<number> {
    const owned = notDeleted({ seller: sellerId });
    const withPhotos = await this.listings
      .find({ ...owned, 'photos.0': { $exists: true } }, { photos: 1 })
      .lean<ListingRecord[]>()
      .exec();
    const { modifiedCount } = await this.listings.updateMany(owned, deletion(new Date())).exec();
    await this.totals.invalidate();
    await this.photos.discard(photoIds(withPhotos));
    return modifiedCount;
  }

  /** The seller's name (a profile change) or contact (a closed account) on all of their listings. */
  async setSellerFacts(
    sellerId: Types.ObjectId,
    facts: Partial<Pick<Listing, 'sellerName' | 'seller_email' | 'phone'>>,
  ): Promise<void> {
    await this.listings.updateMany({ seller: sellerId }, { $set: facts }).exec();
  }

  /** A listing and its seller as anyone may see them; 404 for an unknown or deleted listing. */
  async publicDetail(id: string): Promise<{ listing: ListingRecord; seller: SellerSummary }> {
    const listing = await this.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const [user, activeListings] = await Promise.all([
      this.users.findById(listing.seller.toString()),
      this.countForSale(listing.seller),
    ]);
    return {
      listing,
      seller: {
        _id: listing.seller.toString(),
        name: user?.name ?? listing.sellerName,
        isVerified: user?.isVerified ?? listing.isVerified,
        // An account from before timestamps were kept: its first listing is as far back as we know.
        memberSince: user?.createdAt ?? listing.seller.getTimestamp(),
        activeListings,
      },
    };
  }

  /** The listing while it is on the market; null for an unknown or withdrawn one. */
  findById(id: string | Types.ObjectId): Promise<ListingRecord | null> {
    return this.listings
      .findOne(onMarket({ _id: id }))
      .lean<ListingRecord>()
      .exec();
  }

  /** The listings among `ids` still on the market, in no particular order. */
  findByIds(ids: Types.ObjectId[]): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ _id: { $in: ids } }))
      .lean<ListingRecord[]>()
      .exec();
  }

  /** How many of a seller's listings are on the market and not booked (the listing page, the seller page). */
  countForSale(sellerId: Types.ObjectId): Promise<number> {
    return this.listings.countDocuments(onMarket({ seller: sellerId, isSold: false })).exec();
  }

  /** The newest `limit` of a seller's listings on the market and not booked (the public seller page's cards). */
  newestForSale(sellerId: Types.ObjectId, limit: number): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ seller: sellerId, isSold: false }))
      .sort({ poste_date: -1, _id: -1 })
      .limit(limit)
      .lean<ListingRecord[]>()
      .exec();
  }

  /** Whether the listing is on the market (not unknown, not withdrawn). */
  async exists(id: string | Types.ObjectId): Promise<boolean> {
    return (await this.listings.exists(onMarket({ _id: id })).exec()) !== null;
  }

  /**
   * Books the car for one buyer: a single conditional update on the listing document, so of any
   * number of concurrent holds exactly one succeeds. Returns the held listing, or null when the
   * car is already held, paid for or gone. `at` (the orders' clock) dates the hold for the
   * reconciliation of holds whose booking was never written.
   */
  async hold(id: Types.ObjectId, at: Date = new Date()): Promise<ListingRecord | null> {
    const held = await this.listings
      .findOneAndUpdate(
        onMarket({ _id: id, isSold: false }),
        { $set: { isSold: true, heldAt: at } },
        { returnDocument: 'after' },
      )
      .lean<ListingRecord>()
      .exec();
    if (held) await this.totals.invalidate();
    return held;
  }

  /** Puts a held car back on sale (its booking lapsed or was rolled back); a paid car stays sold. */
  async release(id: Types.ObjectId): Promise<void> {
    const { modifiedCount } = await this.listings
      .updateOne({ _id: id, isSold: true, isPaid: false }, { $set: { isSold: false } })
      .exec();
    if (modifiedCount > 0) await this.totals.invalidate();
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
    const { modifiedCount } = await this.listings
      .updateOne(
        { _id: id, isSold: true, isPaid: false, heldAt: heldAt ?? { $exists: false } },
        { $set: { isSold: false } },
      )
      .exec();
    if (modifiedCount > 0) await this.totals.invalidate();
    return modifiedCount > 0;
  }

  /** Takes over an unpaid hold only if it is still the one taken at `heldAt`; dates it `at`. */
  async takeOverHold(id: Types.ObjectId, heldAt: Date | undefined, at: Date): Promise<boolean> {
    const { modifiedCount } = await this.listings
      .updateOne(
        { _id: id, isSold: true, isPaid: false, heldAt: heldAt ?? { $exists: false } },
        { $set: { heldAt: at } },
      )
      .exec();
    return modifiedCount > 0;
  }

  /** The car's booking was paid: it is sold for good. False when the listing is withdrawn. */
  async markPaid(id: Types.ObjectId): Promise<boolean> {
    const { matchedCount, modifiedCount } = await this.listings
      .updateOne(onMarket({ _id: id }), { $set: { isSold: true, isPaid: true } })
      .exec();
    if (modifiedCount > 0) await this.totals.invalidate(); // a replay of a recorded payment changes nothing
    return matchedCount > 0;
  }

  /** Whether any listing is stored at all (the start-up seed fills only an empty catalogue). */
  async isEmpty(): Promise<boolean> {
    return (await this.listings.estimatedDocumentCount().exec()) === 0;
  }

  /**
   * Inserts each listing whose _id is not stored yet, for sale or (`held`) already booked;
   * stored listings are never touched, so running it twice changes nothing.
   */
  async addMissing(listings: SeededListing[]): Promise<void> {
    if (listings.length === 0) return;
    await this.listings.bulkWrite(
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
    await this.totals.invalidate();
  }

  /** The listing if `caller` may edit it (its seller; admins too when `allowAdmin`), else 404/403. */
  async editable(id: string, caller: RegisteredUser, opts: { allowAdmin?: boolean } = {}): Promise<ListingRecord> {
    const listing = await this.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    if (opts.allowAdmin && caller.role === 'Admin') return listing;
    if (!listing.seller.equals(caller.userId)) throw new ForbiddenException('This listing belongs to another seller');
    return listing;
  }

  /** Adds stored photos after the listing's own (one already there is not added twice). 400 past MAX_PHOTOS in all. */
  appendPhotos(id: string, photos: ListingPhoto[]): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      const added = photos.filter(
        (p, i) => !current.some((c) => c.id === p.id) && photos.findIndex((q) => q.id === p.id) === i,
      );
      if (current.length + added.length > MAX_PHOTOS) {
        throw new BadRequestException(
          `A listing has at most ${MAX_PHOTOS} photos; this one has ${current.length}, so at most ${MAX_PHOTOS - current.length} more`,
        );
      }
      return [...current, ...added];
    });
  }

  /** 404 when the listing has no such photo. */
  removePhoto(id: string, photoId: string): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      if (!current.some((p) => p.id === photoId)) throw new NotFoundException('This listing has no such photo');
      return current.filter((p) => p.id !== photoId);
    });
  }

  /** `order`: the ids of all the listing's photos, each once, cover first; 400 otherwise. */
  reorderPhotos(id: string, order: string[]): Promise<ListingRecord> {
    return this.changePhotos(id, (current) => {
      const byId = new Map(current.map((p) => [p.id, p]));
      if (
        order.length !== current.length ||
        new Set(order).size !== order.length ||
        !order.every((photoId) => byId.has(photoId))
      ) {
        throw new BadRequestException(`order must list each of the listing's ${current.length} photo ids exactly once`);
      }
      return order.map((photoId) => byId.get(photoId)!);
    });
  }

  /**
   * Writes the photos `change` makes of the current ones, with the cover as `image`. The write is
   * conditional on the photos read, so concurrent changes cannot lose each other: the loser reads
   * again and re-applies its change.
   */
  private async changePhotos(id: string, change: (current: ListingPhoto[]) => ListingPhoto[]): Promise<ListingRecord> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const listing = await this.findById(id);
      if (!listing) throw new NotFoundException('Listing not found');
      const current = listing.photos ?? [];
      const { photos, image, givenImage } = photoFields(listing, change(current));
      const unchanged = current.length ? { photos: current } : { 'photos.0': { $exists: false } };
      const update =
        givenImage === undefined
          ? { $set: { photos, image }, $unset: { givenImage: 1 } }
          : { $set: { photos, image, givenImage } };
      const updated = await this.listings
        .findOneAndUpdate(onMarket({ _id: listing._id, ...unchanged }), update, { returnDocument: 'after' })
        .lean<ListingRecord>()
        .exec();
      if (updated) return updated;
    }
    throw new ConflictException("The listing's photos changed meanwhile; try again");
  }
}

/** The update that deletes listings: withdrawn for good; the photos are no longer theirs (PhotosService.discard may take them). */
const deletion = (at: Date) => ({
  $set: { withdrawn: { at, reason: 'deleted' as const }, photos: [] },
  $unset: { givenImage: 1 },
});

const photoIds = (listings: Pick<ListingRecord, 'photos'>[]) =>
  listings.flatMap((l) => (l.photos ?? []).map((p) => p.id));

/** 400 unless `model` (when given) is one of the brand's catalogue. */
function checkModel(brand: string, model: string | undefined): void {
  const problem = model === undefined ? null : modelProblem(brand, model);
  if (problem) throw new BadRequestException([problem]);
}
