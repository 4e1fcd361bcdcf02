import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { DELETED_USER_NAME } from '../users/deleted-user';
import { ReviewReport } from './schemas/review-report.schema';
import { Review } from './schemas/review.schema';

const EXPORTED = { outbox: 0, removedBy: 0, reportedAt: 0 } as const;

/**
 * Reviews a person wrote, and those of them as a seller. On closure the reviews they wrote stay
 * on the seller's page, signed by the deleted user.
 */
@Injectable()
export class ReviewPersonalData implements PersonalData {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(ReviewReport.name) private readonly reports: Model<ReviewReport>,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const [written, received, reported] = await Promise.all([
      this.reviews.find({ buyer: userId }, EXPORTED).sort({ createdAt: 1 }).lean().exec(),
      this.reviews.find({ seller: userId }, EXPORTED).sort({ createdAt: 1 }).lean().exec(),
      this.reports.find({ user: userId }, { outbox: 0 }).sort({ createdAt: 1 }).lean().exec(),
    ]);
    return { reviewsWritten: written, reviewsReceived: received, reviewReports: reported };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.reviews.updateMany({ buyer: userId }, { $set: { buyerName: DELETED_USER_NAME } }).exec();
  }

  /** Reviews sign with the buyer's first name (as when written). */
  async rename(userId: Types.ObjectId, name: string): Promise<void> {
    const firstName = name.trim().split(/\s+/)[0] || 'Buyer';
    await this.reviews.updateMany({ buyer: userId }, { $set: { buyerName: firstName } }).exec();
  }
}
