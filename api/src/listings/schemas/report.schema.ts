import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';
import { Listing } from './listing.schema';

/** One user's report of one listing: a user reports a listing once, and a capped number a day. */
@Schema({ collection: 'reports', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Report {
  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) listing: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  /** The admins' notifications of this report, written with it. */
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export const ReportSchema = SchemaFactory.createForClass(Report);
ReportSchema.index({ listing: 1, user: 1 }, { unique: true });
ReportSchema.index({ user: 1, createdAt: -1 });
ReportSchema.index({ 'outbox._id': 1 }, { sparse: true });
