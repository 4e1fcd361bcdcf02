import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../../listings/schemas/report.schema';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';
import { Review } from './review.schema';

/** One member's report of one review, with the reasons a car's report has; a member reports a review once. */
@Schema({ collection: 'review_reports', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class ReviewReport {
  @Prop({ type: Types.ObjectId, ref: Review.name, required: true }) review: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  @Prop({ type: String, enum: REPORT_REASONS, required: true }) reason: ReportReason;
  /** The reporter's own words (plain text, shown as text). */
  @Prop({ type: String, maxlength: REPORT_TEXT_MAX }) text?: string;
  /** An admin dismissed it: the review stays, and the report leaves the queue. */
  @Prop({ type: Date }) dismissedAt?: Date;
  /** The admins' notifications of this report, written with it. */
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export type ReviewReportRecord = ReviewReport & { _id: Types.ObjectId };
export const ReviewReportSchema = SchemaFactory.createForClass(ReviewReport);
ReviewReportSchema.index({ review: 1, user: 1 }, { unique: true });
// The member's own reports (their Reported state) and the daily cap.
ReviewReportSchema.index({ user: 1, createdAt: -1 });
// A review's reports in the queue, newest first.
ReviewReportSchema.index({ review: 1, createdAt: -1 });
ReviewReportSchema.index({ 'outbox._id': 1 }, { sparse: true });
