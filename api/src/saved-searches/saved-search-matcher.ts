import { carLine, carTitle } from '@carmarket/stack-facts/car-title';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BackgroundRun } from '../common/background/background-run';
import type { CategoryQueryDto } from '../listings/dto/category-query.dto';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { MatchJob, UNCLAIMED, type ListingNews, type MatchJobRecord } from './match-job.schema';
import { candidatesOf, criteriaOf, wouldList } from './saved-search-criteria';
import { SavedSearch, type SavedSearchRecord } from './saved-search.schema';

const DAY_MS = 86_400_000;
/** A listing written this recently with a single price is a new one (its own write queues it). */
const NEW_LISTING_MS = 60_000;
/** A claim older than this is from a process that died while matching: another retakes it. */
const STALE_CLAIM_MS = 5 * 60_000;
/** How often every process looks for jobs a crash or a failure left behind. */
export const MATCH_SWEEP_MS = 30_000;

type PricePoint = { price: number; at: Date };

/** Why a written listing may interest saved searches: it is new, or its price just dropped (its priceHistory). */
function newsOf(listing: ListingRecord & { priceHistory?: PricePoint[] }, now: number): ListingNews | null {
  const history = listing.priceHistory ?? [];
  const [previous, last] = history.slice(-2);
  if (history.length >= 2 && last.price < previous.price && now - new Date(last.at).getTime() < NEW_LISTING_MS)
    return 'price-drop';
  if (history.length <= 1 && now - new Date(listing.poste_date).getTime() < NEW_LISTING_MS) return 'new';
  return null;
}

/**
 * Matches new and cheaper listings against the saved searches, out of the seller's request: the
 * write queues a job (one insert), and a process takes it with a conditional update, so with
 * several API processes each job runs in one of them. A job finds its candidate searches with one
 * indexed query (saved-search-criteria.ts) and decides each in code, whatever the number of
 * searches stored. A match raises the search's new-match count and tells its owner at most once a day.
 */
@Injectable()
export class SavedSearchMatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SavedSearchMatcher.name);
  private readonly matching = new BackgroundRun(
    () => this.drain(),
    (error) => this.logger.warn(`Saved-search matching failed: ${String(error)}`),
  );
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(MatchJob.name) private readonly jobs: Model<MatchJob>,
    @InjectModel(SavedSearch.name) private readonly searches: Model<SavedSearch>,
    private readonly listings: ListingQueries,
    private readonly outbox: OutboxDispatcher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.indexOlderSearches().catch((error: unknown) =>
      this.logger.warn(`Indexing saved searches failed: ${String(error)}`),
    );
    this.soon();
    this.timer = setInterval(() => this.soon(), MATCH_SWEEP_MS);
    this.timer.unref();
  }

  /** Lets a job in progress finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.matching.idle();
  }

  /** Queues `listing` if it is news to saved searches, and starts matching in the background. */
  async enqueue(listing: ListingRecord, now = new Date()): Promise<void> {
    const news = newsOf(listing, now.getTime());
    if (!news) return;
    await this.jobs.create({ listing: listing._id, news, claimedAt: UNCLAIMED, createdAt: now });
    this.soon();
  }

  /** Starts taking jobs (one run at a time per process); resolves when that run ends. */
  soon(): Promise<void> {
    return this.matching.start();
  }

  /** Resolves once this process has no matching in progress (tests wait for it). */
  whenIdle(): Promise<void> {
    return this.matching.idle();
  }

  /** Takes the oldest free job, or one whose claim went stale; null when there is none. */
  claimNext(now = new Date()): Promise<MatchJobRecord | null> {
    return this.jobs
      .findOneAndUpdate(
        { claimedAt: { $lte: new Date(now.getTime() - STALE_CLAIM_MS) } },
        { $set: { claimedAt: now } },
        { sort: { claimedAt: 1 }, returnDocument: 'after' },
      )
      .lean<MatchJobRecord>()
      .exec();
  }

  private async drain(): Promise<void> {
    for (let job = await this.claimNext(); job; job = await this.claimNext()) {
      await this.run(job);
      await this.jobs.deleteOne({ _id: job._id, claimedAt: job.claimedAt }).exec();
    }
  }

  /** One listing against every saved search it may match. */
  private async run(job: MatchJobRecord): Promise<void> {
    const listing = await this.listings.findById(job.listing);
    if (!listing) return; // withdrawn meanwhile
    const candidates = await this.searches
      .find(candidatesOf(listing), { categoryId: 1, query: 1, name: 1, path: 1, user: 1, notifiedAt: 1 })
      .lean<SavedSearchRecord[]>()
      .exec();
    const matches = candidates.filter((search) =>
      wouldList(listing, { categoryId: search.categoryId }, search.query as CategoryQueryDto),
    );
    if (matches.length === 0) return;
    const now = new Date();
    const dayAgo = now.getTime() - DAY_MS;
    // Owners not told today are told, one search at a time (each its own notice); the rest are
    // only counted, all in one update.
    for (const search of matches)
      if (!search.notifiedAt || new Date(search.notifiedAt).getTime() <= dayAgo)
        await this.tell(search, listing, job.news, now);
    await this.searches
      .updateMany(
        { _id: { $in: matches.map((s) => s._id) }, matched: { $ne: listing._id } },
        { $addToSet: { matched: listing._id } },
      )
      .exec();
  }

  /** Counts the match and tells the search's owner, unless a notice went out in the last day (checked in the update). */
  private async tell(search: SavedSearchRecord, listing: ListingRecord, news: ListingNews, now: Date): Promise<void> {
    const told = await this.searches
      .updateOne(
        {
          _id: search._id,
          matched: { $ne: listing._id },
          $or: [{ notifiedAt: { $exists: false } }, { notifiedAt: { $lte: new Date(now.getTime() - DAY_MS) } }],
        },
        {
          $addToSet: { matched: listing._id },
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
                      ? `${carLine(listing)}, listed at ${listing.sale_price.toFixed(1)} k$.`
                      : `${carTitle(listing)} dropped to ${listing.sale_price.toFixed(1)} k$.`,
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
    if (told.modifiedCount) await this.outbox.afterWrite(this.searches, search._id);
  }

  /** Searches saved before their criteria were stored get them (once; later ones are saved with them). */
  async indexOlderSearches(): Promise<void> {
    const older = await this.searches
      .find({ criteria: { $exists: false } }, { categoryId: 1, query: 1 })
      .lean<SavedSearchRecord[]>()
      .exec();
    for (const s of older)
      await this.searches
        .updateOne(
          { _id: s._id },
          { $set: { criteria: criteriaOf({ categoryId: s.categoryId }, s.query as CategoryQueryDto) } },
        )
        .exec();
  }
}
