// Members report listings; the admins read the reported ones.
import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
import { dailyReportCap, type DailyReportCap } from '../common/reports/daily-report-cap';
import { ListingQueries } from './listing-queries.service';
import { ListingStore } from './listing-store';
import { onMarket } from './listing-visibility';
import { Listing, type ListingRecord } from './schemas/listing.schema';
import { Report, REPORT_REASONS, type ReportReason } from './schemas/report.schema';
import type { ReportListingDto } from './dto/report-listing.dto';
import { APP_ROUTES } from '../common/app-routes';

export class MyReportView {
  @ApiProperty() listingId: string;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' }) reason: ReportReason;
  @ApiProperty({ description: 'ISO date-time' }) reportedAt: string;
}

export class ReportReporterView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
}

/** One member's report of a listing, as an admin reads it. */
export class ListingReportView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' }) reason: ReportReason;
  @ApiPropertyOptional({ description: "The reporter's own words (plain text)" }) text?: string;
  @ApiProperty({ type: ReportReporterView }) reporter: ReportReporterView;
  @ApiProperty({ description: 'ISO date-time' }) reportedAt: string;
}

/** A car's open reports an admin reads at once: the per-user daily cap keeps real lists far shorter. */
const REPORTS_READ = 200;

/** Enough for every Report button of one visitor: the daily cap keeps it short. */
const MY_REPORTS_SHOWN = 500;

// The queue: the car reported last comes first.
const LATEST_REPORT_FIRST: KeyOrder = { field: 'lastReportedAt', direction: -1, kind: 'date' };

@Injectable()
export class ListingReports implements OnModuleInit {
  private readonly cap: DailyReportCap;

  constructor(
    @InjectModel(Listing.name) private readonly listings: Model<Listing>,
    @InjectModel(Report.name) private readonly reports: Model<Report>,
    private readonly queries: ListingQueries,
    private readonly store: ListingStore,
    private readonly users: UsersService,
    private readonly outbox: OutboxDispatcher,
    config: ConfigService<Env, true>,
  ) {
    this.cap = dailyReportCap(this.reports, config.get('REPORTS_PER_USER_PER_DAY', { infer: true }), 'listings');
  }

  /** A report carries the admins' notifications of it: the dispatcher sweeps reports. */
  async onModuleInit(): Promise<void> {
    this.outbox.register(this.reports);
    await this.dateEarlierReports();
  }

  /**
   * Cars reported before the queue kept the time of the latest report get it once, from their
   * reports (or, with none kept, their posting date), so the queue orders and pages them too.
   */
  private async dateEarlierReports(): Promise<void> {
    const undated = await this.listings
      .find({ isReported: true, lastReportedAt: { $exists: false } }, { _id: 1, poste_date: 1 })
      .lean<Pick<ListingRecord, '_id' | 'poste_date'>[]>()
      .exec();
    for (const listing of undated) {
      const latest = await this.reports
        .findOne({ listing: listing._id }, { createdAt: 1 })
        .sort({ createdAt: -1 })
        .lean<Pick<Report, 'createdAt'>>()
        .exec();
      await this.store.change(
        { _id: listing._id, lastReportedAt: { $exists: false } },
        { $set: { lastReportedAt: latest?.createdAt ?? listing.poste_date } },
      );
    }
  }

  /** Reported listings, the one reported last first, a page at a time. */
  async reported({ limit = LIST_PAGE_SIZE, cursor }: PageQueryDto): Promise<Page<ListingRecord>> {
    const filter = onMarket({ isReported: true });
    const [rows, total] = await Promise.all([
      this.listings
        .find(pageFilter(filter, LATEST_REPORT_FIRST, cursor))
        .sort(keysetSort(LATEST_REPORT_FIRST))
        .limit(limit + 1)
        .lean<ListingRecord[]>()
        .exec(),
      this.listings.countDocuments(filter).exec(),
    ]);
    return pageOf(rows, limit, total, LATEST_REPORT_FIRST);
  }

  /**
   * Any signed-in user may report a listing, once: reporting it again changes nothing. A user
   * reports at most REPORTS_PER_USER_PER_DAY listings a day (checked again after writing, so
   * concurrent reports cannot pass the cap together).
   */
  async report(id: string, caller: RegisteredUser, why: ReportListingDto = {}): Promise<ListingRecord> {
    const listing = await this.queries.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const user = new Types.ObjectId(caller.userId);
    if (await this.reports.exists({ listing: listing._id, user }).exec()) return listing;
    await this.cap.checkBefore(user);
    try {
      // The report and every admin's notification: one write.
      const told = outboxEntries('listing-reported', await this.users.adminIds(), {
        title: `A listing was reported: ${listing.brand} ${listing.name}`,
        body: `${listing.sellerName}'s ${listing.brand} ${listing.name} was reported by a member (${why.reason ?? 'other'}).`,
        link: APP_ROUTES.reportedItems(),
      });
      const report = await this.reports.create({
        listing: listing._id,
        user,
        reason: why.reason ?? 'other',
        ...(why.text && { text: why.text }),
        outbox: told,
      });
      await this.cap.checkAfter(user, report._id);
      await this.outbox.afterWrite(this.reports, report._id);
    } catch (error) {
      // The same user's concurrent report of the same listing: reported once either way.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const reported = await this.store.change(onMarket({ _id: listing._id }), {
      $set: { isReported: true, lastReportedAt: new Date() },
    });
    if (!reported) throw new NotFoundException('Listing not found');
    return reported;
  }

  /** A listing's open reports (not dismissed), newest first, with who reported. 404 for an unknown id. */
  async openReportsOf(id: string): Promise<ListingReportView[]> {
    const listing = await this.queries.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const rows = await this.reports
      .find({ listing: listing._id, dismissedAt: { $exists: false } })
      .sort({ createdAt: -1, _id: -1 })
      .limit(REPORTS_READ)
      .lean<(Report & { _id: Types.ObjectId })[]>()
      .exec();
    const names = await this.users.namesOf(rows.map((r) => r.user));
    return rows.map((r) => ({
      _id: r._id.toString(),
      reason: r.reason ?? 'other',
      ...(r.text && { text: r.text }),
      reporter: { _id: r.user.toString(), name: names.get(r.user.toString()) ?? 'A closed account' },
      reportedAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * An admin dismisses a listing's open reports: the car stays on the market and leaves the queue.
   * Its reporters keep their own Reported state (GET /me/reports). 404 when it is not in the queue.
   */
  async dismiss(id: string): Promise<ListingRecord> {
    const listing = await this.queries.findById(id);
    if (!listing || !listing.isReported) throw new NotFoundException('This listing has no open reports');
    await this.reports
      .updateMany({ listing: listing._id, dismissedAt: { $exists: false } }, { $set: { dismissedAt: new Date() } })
      .exec();
    const dismissed = await this.store.change({ _id: listing._id }, { $set: { isReported: false } });
    if (!dismissed) throw new NotFoundException('Listing not found');
    return dismissed;
  }

  /** The caller's own reports, newest first. */
  async mine(caller: RegisteredUser): Promise<MyReportView[]> {
    const rows = await this.reports
      .find({ user: new Types.ObjectId(caller.userId) }, { listing: 1, reason: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(MY_REPORTS_SHOWN)
      .lean<Pick<Report, 'listing' | 'reason' | 'createdAt'>[]>()
      .exec();
    return rows.map((r) => ({
      listingId: r.listing.toString(),
      reason: r.reason ?? 'other',
      reportedAt: r.createdAt.toISOString(),
    }));
  }
}
