import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { User } from '../../users/schemas/user.schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';

export const MAIL_STATES = ['pending', 'sending', 'sent', 'off', 'unverified', 'failed'] as const;
/**
 * pending: to be e-mailed; sending: claimed by a sender (retaken when the claim is stale);
 * sent; off: the recipient turned this kind off (or no mail server is configured); unverified: not
 * sent, the recipient's address was not verified yet; failed: gave up.
 */
export type MailState = (typeof MAIL_STATES)[number];

/** One event told to one recipient (moved here from a source document's outbox). */
@Schema({ collection: 'notifications', versionKey: false })
export class Notification {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) event: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) recipient: Types.ObjectId;
  @Prop({ type: String, enum: NOTIFICATION_KINDS, required: true }) kind: NotificationKind;
  @Prop({ required: true }) title: string;
  @Prop({ required: true }) body: string;
  @Prop({ required: true }) link: string;
  /** When the event happened (not when it was dispatched). */
  @Prop({ type: Date, required: true }) createdAt: Date;
  @Prop({ default: false }) read: boolean;

  @Prop({ type: String, enum: MAIL_STATES, required: true }) mail: MailState;
  @Prop({ default: 0 }) mailAttempts: number;
  /** pending: not before; sending: when it was claimed. */
  @Prop({ type: Date }) mailAt?: Date;
}

export type NotificationRecord = Notification & { _id: Types.ObjectId };
export const NotificationSchema = SchemaFactory.createForClass(Notification);
// The dispatcher's idempotency: an event reaches each recipient once, however often it is dispatched.
NotificationSchema.index({ event: 1, recipient: 1 }, { unique: true });
// The list (newest first), the unread count, and the mail sender's queue.
NotificationSchema.index({ recipient: 1, createdAt: -1, _id: -1 });
NotificationSchema.index({ recipient: 1, read: 1 });
NotificationSchema.index({ mail: 1, mailAt: 1 });
