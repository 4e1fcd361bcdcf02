import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { CategoriesService } from '../categories/categories.service';
import type { CategoryQueryDto } from '../listings/dto/category-query.dto';
import { LISTING_WRITTEN, type ListingWritten } from '../listings/listing-events';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import type { CreateSavedSearchDto } from './dto/saved-search.dto';
import { parseSearchPath } from './saved-search-path';
import { SavedSearch, type SavedSearchRecord } from './saved-search.schema';

export const MAX_SAVED_SEARCHES = 20;
const DAY_MS = 86_400_000;
/** A listing written this recently with a single price is a new one (the write's own listener sees it at once). */
const NEW_LISTING_MS = 60_000;
const NO_OUTBOX = { outbox: 0 } as const;

type PricePoint = { price: number; at: Date };

/** Why a written listing may interest saved searches: it is new, or its price just dropped (its priceHistory). */
function newsOf(listing: ListingRecord & { priceHistory?: PricePoint[] }, now: number): 'new' | 'price-drop' | null {
  const history = listing.priceHistory ?? [];
  const [previous, last] = history.slice(-2);
  if (history.length >= 2 && last.price < previous.price && now - new Date(last.at).getTime() < NEW_LISTING_MS)
    return 'price-drop';
  if (history.length <= 1 && now - new Date(listing.poste_date).getTime() < NEW_LISTING_MS) return 'new';
  return null;
}

/**
 * Saved searches. Matching happens at write time: every posted or edited listing that
 * is new or just dropped its price is tested against each saved search with the list calls' own
 * filter (ListingQueries.wouldList), so a search matches exactly what its page would show.
 */
@Injectable()
export class SavedSearchesService implements OnModuleInit {
  private readonly logger = new Logger(SavedSearchesService.name);

  constructor(
    @InjectModel(SavedSearch.name) private readonly searches: Model<SavedSearch>,
    private readonly listings: ListingQueries,
    private readonly categories: CategoriesService,
    private readonly outbox: OutboxDispatcher,
  ) {}

  onModuleInit(): void {
    this.outbox.register(this.searches);
  }

  /** A posted or edited listing is matched against the saved searches before its write answers. */
  @OnEvent(LISTING_WRITTEN)
  async onListingWritten({ listing }: ListingWritten): Promise<void> {
    await this.match(listing);
  }

  async create(caller: RegisteredUser, body: CreateSavedSearchDto): Promise<SavedSearchRecord> {
    const { categoryId, query } = await parseSearchPath(body.path);
    if (categoryId !== undefined && !(await this.categories.exists(categoryId)))
      throw new BadRequestException(`Category ${categoryId} does not exist`);
    const user = new Types.ObjectId(caller.userId);
    if ((await this.searches.countDocuments({ user }).exec()) >= MAX_SAVED_SEARCHES) throw this.tooMany();
    const created = await this.searches.create({
      user,
      name: body.name,
      path: body.path,
      categoryId,
      query: { ...query },
    });
    // Concurrent saves can all pass the count: the one that finds itself over the cap backs out.
    if ((await this.searches.countDocuments({ user }).exec()) > MAX_SAVED_SEARCHES) {
      await this.searches.deleteOne({ _id: created._id }).exec();
      throw this.tooMany();
    }
    return created.toObject<SavedSearchRecord>();
  }

  list(caller: RegisteredUser): Promise<SavedSearchRecord[]> {
    return this.searches
      .find({ user: new Types.ObjectId(caller.userId) }, NO_OUTBOX)
      .sort({ createdAt: -1, _id: -1 })
      .lean<SavedSearchRecord[]>()
      .exec();
  }

  async remove(caller: RegisteredUser, id: string): Promise<void> {
    const { deletedCount } = await this.searches
      .deleteOne({ _id: new Types.ObjectId(id), user: new Types.ObjectId(caller.userId) })
      .exec();
    if (!deletedCount) throw new NotFoundException('Saved search not found');
  }

  /** The user opened it: its new matches are seen. */
  async seen(caller: RegisteredUser, id: string): Promise<void> {
    const { matchedCount } = await this.searches
      .updateOne({ _id: new Types.ObjectId(id), user: new Types.ObjectId(caller.userId) }, { $set: { matched: [] } })
      .exec();
    if (!matchedCount) throw new NotFoundException('Saved search not found');
  }

  /** Counts `listing` for every saved search it matches; tells each search's owner at most once a day. */
  async match(listing: ListingRecord): Promise<void> {
    const now = new Date();
    const news = newsOf(listing, now.getTime());
    if (!news) return;
    const candidates = await this.searches
      .find({ matched: { $ne: listing._id } }, { categoryId: 1, query: 1, name: 1, path: 1, user: 1 })
      .lean<SavedSearchRecord[]>()
      .exec();
    for (const search of candidates) {
      if (search.user.equals(listing.seller)) continue; // nobody is alerted to their own car
      if (
        !(await this.listings.wouldList(
          listing._id,
          { categoryId: search.categoryId },
          search.query as CategoryQueryDto,
        ))
      )
        continue;
      await this.count(search, listing, news, now);
    }
  }

  private async count(
    search: SavedSearchRecord,
    listing: ListingRecord,
    news: 'new' | 'price-drop',
    now: Date,
  ): Promise<void> {
    const counted = { $addToSet: { matched: listing._id } };
    const unseen = { _id: search._id, matched: { $ne: listing._id } };
    const car = `${listing.brand} ${listing.name}`;
    // The count and the day's one notification: one update, taken only when none went out today.
    const told = await this.searches
      .updateOne(
        {
          ...unseen,
          $or: [{ notifiedAt: { $exists: false } }, { notifiedAt: { $lte: new Date(now.getTime() - DAY_MS) } }],
        },
        {
          ...counted,
          $set: { notifiedAt: now },
          $push: {
            outbox: {
              $each: outboxEntries(
                'saved-search-match',
                [search.user],
                {
                  title: `New match for your saved search "${search.name}"`,
                  body:
                    news === 'new'
                      ? `${car}, listed at ${listing.sale_price.toFixed(1)} k$.`
                      : `${car} dropped to ${listing.sale_price.toFixed(1)} k$.`,
                  link: search.path,
                },
                undefined,
                now,
              ),
            },
          },
        },
      )
      .exec();
    if (told.modifiedCount) {
      await this.outbox
        .afterWrite(this.searches, search._id)
        .catch((error: unknown) => this.logger.warn(`Saved-search notice: ${String(error)}`));
      return;
    }
    await this.searches.updateOne(unseen, counted).exec();
  }

  private tooMany(): ConflictException {
    return new ConflictException(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first.`);
  }
}
