// Reading listings: the list pages and their facets, one listing, a seller's, the advertisement
// strip. Nothing here writes (listing-store.ts is the write path).
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import { keysetSort, pageFilter, pageOf, type KeyOrder, type Page } from '../common/paging/paging';
import { UsersService } from '../users/users.service';
import { DEFAULT_PAGE_SIZE, type CategoryQueryDto } from './dto/category-query.dto';
import { CachedThroughTotals, facetsPipeline, toFacets, type Facets } from './listing-facets';
import { checkListingQuery, filterKey, listingFilter, type ListingScope } from './listing-filter';
import { afterCursor, encodeCursor, sortOrder } from './listing-page';
import { distancePage, type ZipCounts, type ZipReader } from './listing-distance-page';
import { NO_ZIP } from './listing-sort-keys';
import { ListingTotals } from './listing-totals';
import { GONE_MESSAGES, notDeleted, onMarket } from './listing-visibility';
import { Listing, type ListingRecord } from './schemas/listing.schema';

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

/** What the sitemap needs of a listing: its page's address and when it last changed. */
export type SitemapListing = Pick<ListingRecord, '_id' | 'updatedAt' | 'poste_date'>;

/** Documents per round trip of a streamed read: bounded memory, few round trips. */
const SITEMAP_BATCH = 1000;

/** A seller's cards: newest posted first (the order their first page on the seller page has always had). */
const SELLER_NEWEST_FIRST: KeyOrder = { field: 'poste_date', direction: -1, kind: 'date' };

/** Advertisement strip size: enough for a carousel, bounded whatever sellers do. */
const ADVERTISEMENT_LIMIT = 24;

@Injectable()
export class ListingQueries {
  private readonly facetCache: CachedThroughTotals<Facets>;
  private readonly zipCountCache: CachedThroughTotals<ZipCounts>;

  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly totals: ListingTotals,
  ) {
    this.facetCache = new CachedThroughTotals(totals);
    this.zipCountCache = new CachedThroughTotals(totals);
  }

  /** A page of one category's listings (`categoryId`) or of every category's (search). */
  async listPage(scope: ListingScope, query: CategoryQueryDto): Promise<ListingPage> {
    checkListingQuery(query);
    const sort = query.sort ?? 'newest';
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const filter = listingFilter(scope, query);
    if (sort === 'distance') return this.nearestFirst(scope, query, filter, limit);
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

  /** A page nearest first (listing-distance-page.ts); checkListingQuery made sure there is a zip. */
  private async nearestFirst(
    scope: ListingScope,
    query: CategoryQueryDto,
    filter: QueryFilter<Listing>,
    limit: number,
  ): Promise<ListingPage> {
    const [exists, counts, total] = await Promise.all([
      scope.categoryId === undefined || this.categories.exists(scope.categoryId),
      this.zipCountCache.get(filterKey(scope, query, 'zips'), () => this.zipCounts(filter)),
      this.totals.get(filterKey(scope, query, 'total'), () => this.listings.countDocuments(filter).exec()),
    ]);
    if (!exists) throw new NotFoundException(`Category ${scope.categoryId} does not exist`);
    const reader: ZipReader = {
      find: (zipFilter, max) => {
        const found = this.listings.find(zipFilter).sort({ _id: 1 });
        return (max === undefined ? found : found.limit(max)).lean<ListingRecord[]>().exec();
      },
    };
    const page = await distancePage(reader, filter, counts, query.zip!, limit, query.cursor);
    return { ...page, total };
  }

  /** How many listings matching `filter` each ZIP holds. */
  private async zipCounts(filter: QueryFilter<Listing>): Promise<ZipCounts> {
    const groups = await this.listings
      .aggregate<{ _id: string | null; n: number }>([
        { $match: filter },
        { $group: { _id: '$zipKey', n: { $sum: 1 } } },
      ])
      .exec();
    return new Map(groups.map((g) => [g._id ?? NO_ZIP, g.n]));
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

  /** Whether the list call of `scope` and `query` would show listing `id` (saved searches match with it). */
  async wouldList(id: Types.ObjectId, scope: ListingScope, query: CategoryQueryDto): Promise<boolean> {
    return (await this.listings.exists({ $and: [listingFilter(scope, query), { _id: id }] }).exec()) !== null;
  }

  advertised(): Promise<ListingRecord[]> {
    return this.listings
      .find(onMarket({ isAdvertised: true, isSold: false }))
      .sort({ poste_date: -1 })
      .limit(ADVERTISEMENT_LIMIT)
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

  /** A listing as anyone may see it; 404 for an id never seen, 410 once it left the market. */
  async publicListing(id: string): Promise<ListingRecord> {
    const listing = await this.listings.findById(id).lean<ListingRecord>().exec();
    if (!listing) throw new NotFoundException('Listing not found');
    if (listing.withdrawn) throw new GoneException(GONE_MESSAGES[listing.withdrawn.reason]);
    return listing;
  }

  /** The seller block of a public listing (its page reads it beside the seller's rating, not after). */
  async sellerOf(listing: ListingRecord): Promise<SellerSummary> {
    const [user, activeListings] = await Promise.all([
      this.users.findById(listing.seller.toString()),
      this.countForSale(listing.seller),
    ]);
    return {
      _id: listing.seller.toString(),
      name: user?.name ?? listing.sellerName,
      isVerified: user?.isVerified ?? listing.isVerified,
      // An account from before timestamps were kept: its first listing is as far back as we know.
      memberSince: user?.createdAt ?? listing.seller.getTimestamp(),
      activeListings,
    };
  }

  /** The listing while it is on the market; null for an unknown or withdrawn one. */
  findById(id: string | Types.ObjectId): Promise<ListingRecord | null> {
    return this.listings
      .findOne(onMarket({ _id: id }))
      .lean<ListingRecord>()
      .exec();
  }

  /** One of a seller's listings, on the market or sold elsewhere (a deleted one is gone); null otherwise. */
  findNotDeleted(id: string): Promise<ListingRecord | null> {
    return this.listings
      .findOne(notDeleted({ _id: new Types.ObjectId(id) }))
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

  /**
   * How many of a seller's listings are on the market and not booked (the listing page, the seller
   * page). Cached with the totals, and as fresh (recounted after any listing write): the count walks
   * every listing of the seller, and a dealer with thousands made each of their cars' pages wait for it.
   */
  countForSale(sellerId: Types.ObjectId): Promise<number> {
    return this.totals.get(`seller-for-sale:${sellerId.toString()}`, () =>
      this.listings.countDocuments(onMarket({ seller: sellerId, isSold: false })).exec(),
    );
  }

  /** A page of a seller's listings on the market and not booked, newest first (the public seller page's cards). */
  async forSalePage(sellerId: Types.ObjectId, limit: number, cursor?: string): Promise<Page<ListingRecord>> {
    const filter = onMarket({ seller: sellerId, isSold: false });
    const [rows, total] = await Promise.all([
      this.listings
        .find(pageFilter(filter, SELLER_NEWEST_FIRST, cursor))
        .sort(keysetSort(SELLER_NEWEST_FIRST))
        .limit(limit + 1)
        .lean<ListingRecord[]>()
        .exec(),
      this.countForSale(sellerId),
    ]);
    return pageOf(rows, limit, total, SELLER_NEWEST_FIRST);
  }

  /** Whether the listing is on the market (not unknown, not withdrawn). */
  async exists(id: string | Types.ObjectId): Promise<boolean> {
    return (await this.listings.exists(onMarket({ _id: id })).exec()) !== null;
  }

  /** The ids of the listings `filter` matches (to tell other modules which cars a bulk change touched). */
  async idsOf(filter: QueryFilter<Listing>): Promise<Types.ObjectId[]> {
    const rows = await this.listings.find(filter, { _id: 1 }).lean<Pick<ListingRecord, '_id'>[]>().exec();
    return rows.map((row) => row._id);
  }

  /** The photos of the listings `filter` matches that have any (to discard them with the listings). */
  withPhotos(filter: QueryFilter<Listing>): Promise<Pick<ListingRecord, '_id' | 'photos'>[]> {
    return this.listings
      .find({ ...filter, 'photos.0': { $exists: true } }, { photos: 1 })
      .lean<Pick<ListingRecord, '_id' | 'photos'>[]>()
      .exec();
  }

  /**
   * Page `page` (from 1) of `perPage` listings on the market, by id, as a cursor: the sitemap
   * streams them without holding a page in memory.
   */
  onMarketIds(page: number, perPage: number): AsyncIterable<SitemapListing> {
    return this.listings
      .find(onMarket(), { _id: 1, updatedAt: 1, poste_date: 1 })
      .sort({ _id: 1 })
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<SitemapListing[]>()
      .cursor({ batchSize: SITEMAP_BATCH });
  }

  /** How many listings are on the market (booked and sold ones too). */
  countOnMarket(): Promise<number> {
    return this.listings.countDocuments(onMarket()).exec();
  }

  /** Whether any listing is stored at all (the start-up seed fills only an empty catalogue). */
  async isEmpty(): Promise<boolean> {
    return (await this.listings.estimatedDocumentCount().exec()) === 0;
  }
}
