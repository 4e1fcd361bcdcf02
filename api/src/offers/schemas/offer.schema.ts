import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Conversation } from '../../conversations/schemas/conversation.schema';
import { Listing } from '../../listings/schemas/listing.schema';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'lapsed'] as const;
/**
 * open: waiting for the other party's answer (only the latest offer of a thread); countered: answered
 * by a counter (the next offer of the thread); accepted: it booked the car at its amount; declined by
 * the party it was made to, or by the car's life (booked at the list price, withdrawn, sold, deleted);
 * withdrawn by the buyer; expired unanswered; lapsed: accepted, but its booking ended unpaid.
 */
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_PARTIES = ['buyer', 'seller'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

const ObjectIdProp = (options: { required?: boolean; ref?: string } = {}) =>
  Prop({ type: MongooseSchema.Types.ObjectId, ...options });

/**
 * One amount one party proposes for one car in the "Ask the seller" conversation of its buyer. A
 * counter is a new offer of the same thread. Every change of `status` is one conditional update on
 * the status read, so a retry or a race cannot apply it twice; each carries its notifications.
 */
@Schema({ collection: 'offers', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Offer {
  @ObjectIdProp({ required: true, ref: Listing.name }) listing: Types.ObjectId;
  @ObjectIdProp({ required: true, ref: Conversation.name }) conversation: Types.ObjectId;
  @ObjectIdProp({ required: true, ref: User.name }) buyer: Types.ObjectId;
  @ObjectIdProp({ required: true, ref: User.name }) seller: Types.ObjectId;
  /** [buyer, seller]: GET /offers is one indexed look-up whichever side the caller is on. */
  @Prop({ type: [MongooseSchema.Types.ObjectId], required: true }) parties: Types.ObjectId[];
  /** Who proposed this amount; the other party answers it. */
  @Prop({ type: String, enum: OFFER_PARTIES, required: true }) from: OfferParty;
  /** k$, at most two decimals. */
  @Prop({ required: true, min: 0 }) amount: number;
  /** k$, the car's sale price when the offer was made (views compare with the current one). */
  @Prop({ required: true }) askingPrice: number;
  @Prop({ type: String, enum: OFFER_STATUSES, required: true, default: 'open' }) status: OfferStatus;
  /** When an open offer expires unanswered. */
  @Prop({ type: Date, required: true }) expiresAt: Date;
  /** The offer this one counters. */
  @ObjectIdProp() answers?: Types.ObjectId;
  /** Plain text from the party who made it; clients render it as text. */
  @Prop({ type: String }) message?: string;

  /** The buyer's hand-over contact, given with the first offer: an accepted offer books with it. */
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) meetingLocation: string;
  /** The buyer as the first offer's token named them: the booking an acceptance writes records it. */
  @Prop({ required: true }) buyerUid: string;
  @Prop({ required: true }) buyerName: string;
  @Prop({ required: true, lowercase: true }) buyerEmail: string;
  /** The car, for notifications (the listing may be deleted later). */
  @Prop({ required: true }) brand: string;
  @Prop({ required: true }) carName: string;
  @Prop({ required: true }) sellerName: string;

  /** When it left `open`, and why it was declined (told to the party who made it). */
  @Prop({ type: Date }) closedAt?: Date;
  @Prop({ type: String }) reason?: string;
  /** The booking an acceptance made. */
  @ObjectIdProp() order?: Types.ObjectId;

  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export type OfferRecord = Offer & { _id: Types.ObjectId };
export const OfferSchema = SchemaFactory.createForClass(Offer);
// At most one open offer per buyer per car (so per thread): two racing offers cannot both be open.
OfferSchema.index({ listing: 1, buyer: 1 }, { unique: true, partialFilterExpression: { status: 'open' } });
// A thread's offers; GET /offers of either party, newest first; the car's open offers; the expiry sweep.
OfferSchema.index({ conversation: 1, createdAt: 1 });
OfferSchema.index({ parties: 1, createdAt: -1, _id: -1 });
OfferSchema.index({ listing: 1, status: 1 });
OfferSchema.index({ status: 1, expiresAt: 1 });
OfferSchema.index({ 'outbox._id': 1 }, { sparse: true });
