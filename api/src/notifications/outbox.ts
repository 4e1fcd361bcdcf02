// The outbox: a notification is decided in the same write as the change that causes it. That
// write pushes OutboxEntry items into the changed document's `outbox` array (embedded-mongo has
// no multi-document transactions, and one document's update is atomic everywhere); the
// OutboxDispatcher later copies them into the notifications collection, keyed by event and
// recipient so a repeat changes nothing, and only then removes them from the document.
import { createHash } from 'node:crypto';
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

@Schema({ _id: true, versionKey: false })
export class OutboxEntry {
  _id: Types.ObjectId;
  /** One event (a message, a review…) has one id; it gets one entry per recipient. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) event: Types.ObjectId;
  @Prop({ type: String, enum: NOTIFICATION_KINDS, required: true }) kind: NotificationKind;
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) recipient: Types.ObjectId;
  /** Plain text; rendered as text in the app and escaped in the HTML e-mail. */
  @Prop({ required: true }) title: string;
  @Prop({ required: true }) body: string;
  /** Where the notification leads in the web app (a path such as /dashboard/messages/<id>). */
  @Prop({ required: true }) link: string;
  @Prop({ type: Date, required: true }) createdAt: Date;
  /**
   * A later entry of the same event replaces its notification's text (the latest news, unread
   * again) instead of being a repeat to skip: how one notice a day stands for several changes.
   */
  @Prop({ type: Boolean }) coalesce?: boolean;
}
export const OutboxEntrySchema = SchemaFactory.createForClass(OutboxEntry);

/** The field every outbox-carrying document declares: `@Prop(OUTBOX_PROP) outbox?: OutboxEntry[]`. */
export const OUTBOX_PROP = { type: [OutboxEntrySchema], default: undefined } as const;

export interface EventContent {
  title: string;
  body: string;
  link: string;
}

/** The entries of one event for each recipient, to $push ({ $each }) in the causing write. */
export function outboxEntries(
  kind: NotificationKind,
  recipients: Types.ObjectId[],
  content: EventContent,
  event = new Types.ObjectId(),
  at = new Date(),
): OutboxEntry[] {
  return recipients.map((recipient) => ({
    _id: new Types.ObjectId(),
    event,
    kind,
    recipient,
    ...content,
    createdAt: at,
  }));
}

const DAY_MS = 86_400_000;

/**
 * The event id of everything `subject` tells on the (UTC) day of `at`: entries under it with
 * `coalesce` make one notification per recipient that day, the latest content winning.
 */
export function eventOfTheDay(subject: string, at: Date): Types.ObjectId {
  const day = Math.floor(at.getTime() / DAY_MS);
  return new Types.ObjectId(createHash('sha256').update(`${subject}@${day}`).digest().subarray(0, 12));
}

/**
 * A source's pending entries can be found with this filter (index it: `{ 'outbox._id': 1 }, { sparse: true }`).
 * A range rather than $exists: embedded-mongo's planner bounds an index scan by a range, while
 * $exists would scan the whole collection on every sweep (the listings are many).
 */
export const HAS_PENDING_OUTBOX = { 'outbox._id': { $gte: new Types.ObjectId('000000000000000000000000') } } as const;
