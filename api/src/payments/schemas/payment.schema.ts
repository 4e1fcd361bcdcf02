import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { Listing } from '../../listings/schemas/listing.schema';
import { Order } from '../../orders/schemas/order.schema';
import { User } from '../../users/schemas/user.schema';

/** A payment the processor confirmed for an order (docs/architecture.md §5 "payments"; wire names kept). */
@Schema({ collection: 'payments', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Payment {
  /** The processor's PaymentIntent id; one record per intent. */
  @Prop({ required: true }) transactionID: string;
  /** One payment per order. */
  @Prop({ type: Types.ObjectId, ref: Order.name, required: true }) orderID: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) productID: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) buyer: Types.ObjectId;
  @Prop({ required: true }) buyerName: string;
  @Prop({ required: true }) buyerEmail: string;
  @Prop({ required: true }) productName: string;
  @Prop({ required: true }) sellerName: string;
  /** Cents, as the processor charged them. */
  @Prop({ required: true }) amount: number;
  @Prop({ required: true }) currency: string;

  createdAt: Date;
}

export type PaymentRecordDoc = Payment & { _id: Types.ObjectId };
export const PaymentSchema = SchemaFactory.createForClass(Payment);
PaymentSchema.index({ transactionID: 1 }, { unique: true });
PaymentSchema.index({ orderID: 1 }, { unique: true });
