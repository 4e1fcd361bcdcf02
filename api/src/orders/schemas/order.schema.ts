import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { Listing } from '../../listings/schemas/listing.schema';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { User } from '../../users/schemas/user.schema';

export const ORDER_STATUSES = ['active', 'lapsed', 'released', 'cancelled', 'declined'] as const;
/**
 * active: the booking holds the car (paid or within its hold); lapsed: unpaid past its hold, car
 * released; released: the car's seller released the unpaid hold; cancelled: its buyer cancelled it
 * unpaid; declined: the car's seller declined it unpaid, with a reason.
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A booking of one car by one buyer (docs/architecture.md §5 "orders"; wire field names kept). Buyer
 * identity comes from the verified token, everything about the car from the listing at booking
 * time, so the record stays readable even if the listing is later deleted.
 */
@Schema({ collection: 'orders', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Order {
  /** The buyer's account (users collection); every ownership check compares against this. */
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) buyer: Types.ObjectId;
  /** Firebase uid at booking time; sent to the payment processor as metadata. */
  @Prop({ required: true }) buyerUid: string;
  /** Buyer's name and e-mail, from the token / account. */
  @Prop({ required: true }) name: string;
  @Prop({ required: true, lowercase: true }) email: string;

  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) carId: Types.ObjectId;
  /** The listing's seller, for "My Buyers". */
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) seller: Types.ObjectId;
  @Prop({ required: true }) sellerName: string;
  @Prop({ required: true }) brand: string;
  @Prop({ required: true }) carName: string;
  /** k$: what the buyer pays. The listing's sale price at booking time, or the amount of the accepted offer. */
  @Prop({ required: true, min: 0 }) price: number;
  /** k$: the asking price when an accepted offer made the booking (absent for a booking at the list price). */
  @Prop({ type: Number }) listedPrice?: number;
  /** The accepted offer that made this booking (api/src/offers). */
  @Prop({ type: Types.ObjectId }) offer?: Types.ObjectId;

  /** Contact the buyer gave for the hand-over: only this buyer, the seller and admins see it. */
  @Prop({ required: true }) phone: string;
  @Prop({ required: true }) meetingLocation: string;

  @Prop({ type: String, enum: ORDER_STATUSES, default: 'active' }) status: OrderStatus;
  @Prop({ default: false }) isPaid: boolean;
  /** End of the hold of an unpaid booking; unset once paid. */
  @Prop({ type: Date }) expiresAt?: Date;
  @Prop({ type: Date }) lapsedAt?: Date;
  @Prop({ type: Date }) releasedAt?: Date;
  @Prop({ type: Date }) cancelledAt?: Date;
  @Prop({ type: Date }) declinedAt?: Date;
  /** The seller's reason for declining, shown to the buyer. */
  @Prop({ type: String }) declineReason?: string;
  /** Booked by an account younger than NEW_ACCOUNT_DAYS: counts against the seller's cap of such holds. */
  @Prop({ default: false }) byNewAccount: boolean;

  /** The processor's PaymentIntent currently offered for this order (reused while it is open). */
  @Prop({ type: String }) paymentIntentId?: string;
  /** The PaymentIntent that paid the order; set in the same update as isPaid. */
  @Prop({ type: String }) transactionID?: string;
  @Prop({ type: Date }) paidAt?: Date;
  /** When the payment went back to the card (a refund, or a lost dispute) after paying the order. */
  @Prop({ type: Date }) refundedAt?: Date;
  /** The latest dispute of the payment, as the processor reports it. */
  @Prop({ type: String, enum: ['open', 'won', 'lost'] }) dispute?: 'open' | 'won' | 'lost';

  /** Notifications of the booking's steps, pushed by the step's own update (see order-events.ts). */
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];

  createdAt: Date;
}

export type OrderRecord = Order & { _id: Types.ObjectId };
export const OrderSchema = SchemaFactory.createForClass(Order);

// My Orders (a buyer's), My Buyers (a seller's), an admin's look-up by e-mail, a listing's
// bookings, and the lapse sweep over unpaid holds.
OrderSchema.index({ buyer: 1, status: 1, createdAt: -1 });
OrderSchema.index({ seller: 1, status: 1, createdAt: -1 });
OrderSchema.index({ email: 1, status: 1, createdAt: -1 });
OrderSchema.index({ carId: 1, status: 1 });
OrderSchema.index({ status: 1, isPaid: 1, expiresAt: 1 });
// The offers' recovery finds the booking an acceptance wrote.
OrderSchema.index({ offer: 1 }, { sparse: true });
// The outbox sweep.
OrderSchema.index({ 'outbox._id': 1 }, { sparse: true });
