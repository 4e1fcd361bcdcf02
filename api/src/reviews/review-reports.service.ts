// Members report reviews (the reasons a car's report has); the admins read the reported ones and
// dismiss their reports or remove the review.
import { ForbiddenException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { ApiProperty } from '@nestjs/swagger';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { APP_ROUTES } from '../common/app-routes';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { findPage, type KeyOrder, type Page } from '../common/paging/paging';
import type { Env } from '../config/env.validation';
import type { ReportListingDto } from '../listings/dto/report-listing.dto';
import { ListingReportView } from '../listings/listing-reports.service';
import { REPORT_REASONS, type ReportReason } from '../listings/schemas/report.schema';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { UsersService } from '../users/users.service';
import { dailyReportCap, type DailyReportCap } from '../common/reports/daily-report-cap';
import { ReviewView, toReviewView } from './review.views';
import { ReviewReport, type ReviewReportRecord } from './schemas/review-report.schema';
import { Review, type ReviewRecord } from './schemas/review.schema';
import { SHOWN_REVIEWS } from './seller-ratings';

export class MyReviewReportView {
  @ApiProperty() reviewId: string;
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' }) reason: ReportReason;
  @ApiProperty({ description: 'ISO date-time' }) reportedAt: string;
}

/** A reported review as an admin reads it: the review and its open reports, newest first. */
export class ReportedReviewView extends ReviewView {
  @ApiProperty({ type: [ListingReportView], description: 'Open reports, newest first' })
  reports: ListingReportView[];
}

export class ReportedReviewPageView {
  @ApiProperty({ type: [ReportedReviewView], description: 'The review reported last first' })
  items: ReportedReviewView[];
  @ApiProperty() total: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

const LATEST_REPORT_FIRST: KeyOrder = { field: 'reportedAt', direction: -1, kind: 'date' };
const REPORTED = { reportedAt: { $exists: true }, ...SHOWN_REVIEWS } as const;
const NO_OUTBOX = { outbox: 0 } as const;
/** Enough for every Report button of one visitor: the daily cap keeps it short. */
const MY_REPORTS_SHOWN = 500;
/** A review's open reports an admin reads at once: the daily cap keeps real lists far shorter. */
const REPORTS_READ = 200;

@Injectable()
export class ReviewReports implements OnModuleInit {
  private readonly cap: DailyReportCap;

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(ReviewReport.name) private readonly reports: Model<ReviewReport>,
    private readonly users: UsersService,
    private readonly outbox: OutboxDispatcher,
    config: ConfigService<Env, true>,
  ) {
    this.cap = dailyReportCap(this.reports, config.get('REPORTS_PER_USER_PER_DAY', { infer: true }), 'reviews');
  }

  /** A report carries the admins' notifications of it: the dispatcher sweeps review reports. */
  onModuleInit(): void {
    this.outbox.register(this.reports);
  }

  /**
   * A member reports a shown review once (reporting it again changes nothing), never their own, and
   * at most REPORTS_PER_USER_PER_DAY reviews a day (checked again after writing, so concurrent
   * reports cannot pass the cap together). The review joins the admins' queue.
   */
  async report(id: string, caller: RegisteredUser, why: ReportListingDto): Promise<MyReviewReportView> {
    const review = await this.shown(id);
    const user = new Types.ObjectId(caller.userId);
    if (review.buyer.equals(user)) throw new ForbiddenException('You cannot report your own review.');
    const earlier = await this.reports.findOne({ review: review._id, user }).lean<ReviewReportRecord>().exec();
    if (earlier) return myReport(earlier);
    await this.cap.checkBefore(user);
    const reason = why.reason ?? 'other';
    let report: ReviewReportRecord;
    try {
      // The report and every admin's notification: one write.
      const told = outboxEntries('review-reported', await this.users.adminIds(), {
        title: `A review was reported: ${review.buyerName} on the ${review.brand} ${review.carName}`,
        body: `${review.buyerName}'s review (${review.rating} of 5 stars) was reported by a member (${reason}).`,
        link: APP_ROUTES.reportedItems(),
      });
      const created = await this.reports.create({
        review: review._id,
        user,
        reason,
        ...(why.text && { text: why.text }),
        outbox: told,
      });
      report = created.toObject<ReviewReportRecord>();
      await this.cap.checkAfter(user, report._id);
      await this.outbox.afterWrite(this.reports, report._id);
    } catch (error) {
      // The same member's concurrent report of the same review: reported once either way.
      if (!isDuplicateKeyError(error)) throw error;
      report = (await this.reports.findOne({ review: review._id, user }).lean<ReviewReportRecord>().exec())!;
    }
    await this.reviews.updateOne({ _id: review._id, ...SHOWN_REVIEWS }, { $set: { reportedAt: new Date() } }).exec();
    return myReport(report);
  }

  /** The caller's own reports of reviews, newest first: their Report buttons show Reported. */
  async mine(caller: RegisteredUser): Promise<MyReviewReportView[]> {
    const rows = await this.reports
      .find({ user: new Types.ObjectId(caller.userId) }, { review: 1, reason: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(MY_REPORTS_SHOWN)
      .lean<ReviewReportRecord[]>()
      .exec();
    return rows.map(myReport);
  }

  /** Shown reviews with open reports, the one reported last first, each with its open reports. */
  async reported(limit: number, cursor?: string): Promise<Page<ReportedReviewView>> {
    const page = await findPage<ReviewRecord>(this.reviews, REPORTED, LATEST_REPORT_FIRST, {
      limit,
      cursor,
      projection: NO_OUTBOX,
    });
    const open = await this.reports
      .find({ review: { $in: page.items.map((r) => r._id) }, dismissedAt: { $exists: false } }, NO_OUTBOX)
      .sort({ createdAt: -1, _id: -1 })
      .limit(REPORTS_READ * Math.max(page.items.length, 1))
      .lean<ReviewReportRecord[]>()
      .exec();
    const names = await this.users.namesOf(open.map((r) => r.user));
    const items = page.items.map((review) => ({
      ...toReviewView(review),
      reports: open
        .filter((r) => r.review.equals(review._id))
        .slice(0, REPORTS_READ)
        .map((r) => ({
          _id: r._id.toString(),
          reason: r.reason,
          ...(r.text && { text: r.text }),
          reporter: { _id: r.user.toString(), name: names.get(r.user.toString()) ?? 'A closed account' },
          reportedAt: r.createdAt.toISOString(),
        })),
    }));
    return { ...page, items };
  }

  /** An admin dismisses a review's open reports: it stays on the seller's page and leaves the queue. 404 when not in it. */
  async dismiss(id: string): Promise<ReviewRecord> {
    const review = await this.reviews
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...REPORTED },
        { $unset: { reportedAt: 1 } },
        { projection: NO_OUTBOX },
      )
      .lean<ReviewRecord>()
      .exec();
    if (!review) throw new NotFoundException('This review has no open reports');
    await this.reports
      .updateMany({ review: review._id, dismissedAt: { $exists: false } }, { $set: { dismissedAt: new Date() } })
      .exec();
    return review;
  }

  private async shown(id: string): Promise<ReviewRecord> {
    const review = await this.reviews
      .findOne({ _id: new Types.ObjectId(id), ...SHOWN_REVIEWS }, NO_OUTBOX)
      .lean<ReviewRecord>()
      .exec();
    if (!review) throw new NotFoundException('Review not found');
    return review;
  }
}

const myReport = (r: Pick<ReviewReportRecord, 'review' | 'reason' | 'createdAt'>): MyReviewReportView => ({
  reviewId: r.review.toString(),
  reason: r.reason,
  reportedAt: r.createdAt.toISOString(),
});
