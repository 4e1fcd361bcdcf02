import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { Order } from '../../orders/schemas/order.schema';
import { User } from '../../users/schemas/user.schema';

/**
 * A payment that succeeded at the processor but could not pay its order (the booking lapsed and
 * the car went to someone else, or another payment paid the order first), returned to the card.
 */
@Schema({ collection: 'refunds', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Refund {
  /** The refunded PaymentIntent; one refund per intent. */
  @Prop({ required: true }) transactionID: string;
  @Prop({ type: Types.ObjectId, ref: Order.name, required: true }) orderID: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) buyer: Types.ObjectId;
  /** The processor's refund id; unset while the refund is pending (on file, not yet confirmed by the processor). */
  @Prop() refundId?: string;
  /** Cents, as charged, then as the processor refunded them. */
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;
  /** Why the payment could not be applied, as the buyer was told. */
  @Prop({ required: true }) reason: string;

  createdAt: Date;
}

export type RefundRecord = Refund & { _id: Types.ObjectId };
export const RefundSchema = SchemaFactory.createForClass(Refund);
RefundSchema.index({ transactionID: 1 }, { unique: true });
