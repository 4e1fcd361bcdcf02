import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';
import { Conversation } from './conversation.schema';

export const MESSAGE_MAX_LENGTH = 2000;

/** One message; it carries the other party's notification in its outbox (written with it). */
@Schema({ collection: 'messages', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Message {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: Conversation.name, required: true }) conversation: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) sender: Types.ObjectId;
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) recipient: Types.ObjectId;
  /** Plain text as typed (trimmed); clients render it as text. */
  @Prop({ required: true, maxlength: MESSAGE_MAX_LENGTH }) text: string;
  /** Carries a link or asks for payment outside CarMarket: the reader sees a safety notice. */
  @Prop({ default: false }) safetyNotice: boolean;
  @Prop({ default: false }) read: boolean;
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export type MessageRecord = Message & { _id: Types.ObjectId };
export const MessageSchema = SchemaFactory.createForClass(Message);
// The thread (newest first, paged), the unread counts, and the outbox sweep.
MessageSchema.index({ conversation: 1, createdAt: -1, _id: -1 });
MessageSchema.index({ recipient: 1, read: 1, conversation: 1 });
MessageSchema.index({ 'outbox._id': 1 }, { sparse: true });
