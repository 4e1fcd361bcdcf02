import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { Order } from '../../orders/schemas/order.schema';
import { User } from '../../users/schemas/user.schema';

export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

@Schema({ _id: false, versionKey: false })
export class ReviewAnswer {
  @Prop({ required: true, maxlength: REVIEW_TEXT_MAX_LENGTH }) text: string;
  @Prop({ type: Date, required: true }) createdAt: Date;
}
const ReviewAnswerSchema = SchemaFactory.createForClass(ReviewAnswer);

/** A buyer's review of the seller of one paid order (one per order), and the seller's one answer. */
@Schema({ collection: 'reviews', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Review {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: Order.name, required: true, unique: true }) order: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) seller: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) buyer: Types.ObjectId;
  /** As shown publicly: the buyer's first name. */
  @Prop({ required: true }) buyerName: string;
  @Prop({ required: true }) carName: string;
  @Prop({ required: true }) brand: string;
  @Prop({ required: true, min: MIN_RATING, max: MAX_RATING }) rating: number;
  /** Plain text, possibly empty. */
  @Prop({ default: '', maxlength: REVIEW_TEXT_MAX_LENGTH }) text: string;
  @Prop({ type: ReviewAnswerSchema }) answer?: ReviewAnswer;
  /** Removed by an admin: kept (so the order cannot be reviewed again) but shown nowhere. */
  @Prop({ type: Date }) removedAt?: Date;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name }) removedBy?: Types.ObjectId;
  /** When a member last reported it while reports are open: the admins' queue of reported reviews. */
  @Prop({ type: Date }) reportedAt?: Date;
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export type ReviewRecord = Review & { _id: Types.ObjectId };
export const ReviewSchema = SchemaFactory.createForClass(Review);
// A seller's page (newest first) and rating; the admins' list; a buyer's own (My Orders); the outbox sweep.
ReviewSchema.index({ seller: 1, removedAt: 1, createdAt: -1, _id: -1 });
ReviewSchema.index({ removedAt: 1, createdAt: -1, _id: -1 });
ReviewSchema.index({ buyer: 1, createdAt: -1, _id: -1 });
// The admins' queue of reported reviews, the one reported last first.
ReviewSchema.index({ reportedAt: -1, _id: -1 }, { sparse: true });
ReviewSchema.index({ 'outbox._id': 1 }, { sparse: true });
