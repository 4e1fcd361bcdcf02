// Members report listings; the admins read the reported ones.
import { HttpException, HttpStatus, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import {
  keysetSort,
  LIST_PAGE_SIZE,
  pageFilter,
  pageOf,
  type KeyOrder,
  type Page,
  type PageQueryDto,
} from '../common/paging/paging';
import type { Env } from '../config/env.validation';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { UsersService } from '../users/users.service';
import { ListingQueries } from './listing-queries.service';
import { ListingStore } from './listing-store';
import { onMarket } from './listing-visibility';
import { Listing, type ListingRecord } from './schemas/listing.schema';
import { Report } from './schemas/report.schema';
import { APP_ROUTES } from '../common/app-routes';

const NEWEST_FIRST: KeyOrder = { field: 'poste_date', direction: -1, kind: 'date' };

@Injectable()
export class ListingReports implements OnModuleInit {
  private readonly reportsPerDay: number;

  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    private readonly queries: ListingQueries,
    private readonly store: ListingStore,
    private readonly users: UsersService,
    private readonly outbox: OutboxDispatcher,
    config: ConfigService<Env, true>,
  ) {
    this.reportsPerDay = config.get('REPORTS_PER_USER_PER_DAY', { infer: true });
  }

  /** A report carries the admins' notifications of it: the dispatcher sweeps reports. */
  onModuleInit(): void {
    this.outbox.register(this.reports);
  }

  /** Reported listings, newest first, a page at a time. */
  async reported({ limit = LIST_PAGE_SIZE, cursor }: PageQueryDto): Promise<Page<ListingRecord>> {
    const filter = onMarket({ isReported: true });
    const [rows, total] = await Promise.all([
      this.listings
        .find(pageFilter(filter, NEWEST_FIRST, cursor))
        .sort(keysetSort(NEWEST_FIRST))
        .limit(limit + 1)
        .lean<ListingRecord[]>()
        .exec(),
      this.listings.countDocuments(filter).exec(),
    ]);
    return pageOf(rows, limit, total, NEWEST_FIRST);
  }

  /**
   * Any signed-in user may report a listing, once: reporting it again changes nothing. A user
   * reports at most REPORTS_PER_USER_PER_DAY listings a day (checked again after writing, so
   * concurrent reports cannot pass the cap together).
   */
  async report(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.queries.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const user = new Types.ObjectId(caller.userId);
    if (await this.reports.exists({ listing: listing._id, user }).exec()) return listing;
    if ((await this.reportsToday(user)) >= this.reportsPerDay) throw this.tooManyReports();
    try {
      // The report and every admin's notification: one write.
      const told = outboxEntries('listing-reported', await this.users.adminIds(), {
        title: `A listing was reported: ${listing.brand} ${listing.name}`,
        body: `${listing.sellerName}'s ${listing.brand} ${listing.name} was reported by a member.`,
        link: APP_ROUTES.reportedItems(),
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
    const reported = await this.store.change(onMarket({ _id: listing._id }), { $set: { isReported: true } });
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
}
