import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Listing } from '../../listings/schemas/listing.schema';
import { User } from '../../users/schemas/user.schema';

export const CONVERSATION_SUBJECTS = ['listing', 'order'] as const;
/** listing: a buyer's question before booking; order: the buyer and seller of one booking. */
export type ConversationSubject = (typeof CONVERSATION_SUBJECTS)[number];

const ObjectIdProp = (options: { required?: boolean; ref?: string } = {}) =>
  Prop({ type: MongooseSchema.Types.ObjectId, ...options });

/** Two people about one car: its seller and one buyer. The messages are their own collection. */
@Schema({ collection: 'conversations', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Conversation {
  /** One conversation per order, and one per buyer and listing: "order:<id>" or "listing:<id>:<buyer>". */
  @Prop({ required: true, unique: true }) key: string;
  @Prop({ type: String, enum: CONVERSATION_SUBJECTS, required: true }) subject: ConversationSubject;
  @ObjectIdProp({ required: true, ref: Listing.name }) listing: Types.ObjectId;
  @ObjectIdProp() order?: Types.ObjectId;
  @ObjectIdProp({ required: true, ref: User.name }) buyer: Types.ObjectId;
  @ObjectIdProp({ required: true, ref: User.name }) seller: Types.ObjectId;
  /** [buyer, seller]: "my conversations" is one indexed look-up whichever side I am on. */
  @Prop({ type: [MongooseSchema.Types.ObjectId], required: true }) participants: Types.ObjectId[];
  @Prop({ required: true }) buyerName: string;
  @Prop({ required: true }) sellerName: string;
  /** The car, as it was when the conversation opened (the listing may be deleted later). */
  @Prop({ required: true }) carName: string;
  @Prop({ required: true }) brand: string;

  /** The list's order: the last message's time (or the opening's, before any message). */
  @Prop({ type: Date, required: true }) lastMessageAt: Date;
  @Prop({ type: String }) lastMessage?: string;
  @ObjectIdProp() lastSender?: Types.ObjectId;

  /** Set by the first report of either party: from then on admins may read the thread. */
  @Prop({ type: Date }) reportedAt?: Date;
  @ObjectIdProp({ ref: User.name }) reportedBy?: Types.ObjectId;
  @Prop({ type: String }) reportReason?: string;

  createdAt: Date;
}

export type ConversationRecord = Conversation & { _id: Types.ObjectId };
export const ConversationSchema = SchemaFactory.createForClass(Conversation);
ConversationSchema.index({ participants: 1, lastMessageAt: -1, _id: -1 });
ConversationSchema.index({ reportedAt: -1, _id: -1 }, { sparse: true });
