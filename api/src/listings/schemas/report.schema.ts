import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';
import { Listing } from './listing.schema';

/** Why a listing is reported, on the wire as named; a report without one (the original bare call) is `other`. */
export const REPORT_REASONS = ['scam', 'wrong-details', 'sold', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 500;

/** One user's report of one listing: a user reports a listing once, and a capped number a day. */
@Schema({ collection: 'reports', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Report {
  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) listing: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  @Prop({ type: String, enum: REPORT_REASONS, required: true, default: 'other' }) reason: ReportReason;
  /** The reporter's own words (plain text, shown as text). */
  @Prop({ type: String, maxlength: REPORT_TEXT_MAX }) text?: string;
  /** An admin dismissed it: the car stays, and the report leaves the moderation queue. */
  @Prop({ type: Date }) dismissedAt?: Date;
  /** The admins' notifications of this report, written with it. */
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export const ReportSchema = SchemaFactory.createForClass(Report);
ReportSchema.index({ listing: 1, user: 1 }, { unique: true });
ReportSchema.index({ user: 1, createdAt: -1 });
// The moderation queue: a listing's reports, newest first.
ReportSchema.index({ listing: 1, createdAt: -1 });
ReportSchema.index({ 'outbox._id': 1 }, { sparse: true });
