import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { DisputeState, IntentMetadata, IntentStatus } from '../payment-gateway';
import type { CardBrand, CardErrorCode } from './test-cards';

/** The sandbox's PaymentIntents, kept in MongoDB so they survive restarts and every API instance sees them. */
@Schema({ collection: 'sandbox_payment_intents', versionKey: false, timestamps: true })
export class SandboxIntent {
  /** pi_sandbox_<hex>, shaped like Stripe's ids. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  clientSecret: string;

  @Prop({ type: Number, required: true })
  amount: number;

  @Prop({ type: String, required: true })
  currency: string;

  @Prop({ type: String, required: true })
  status: IntentStatus;

  @Prop({
    type: { orderId: String, listingId: String, buyerUid: String },
    required: true,
    _id: false,
  })
  metadata: IntentMetadata;

  @Prop({ type: String, required: true })
  idempotencyKey: string;

  /** Only what a receipt shows; the full number and the CVC are never stored. */
  @Prop({ type: { brand: String, last4: String }, _id: false })
  card?: { brand: CardBrand; last4: string };

  @Prop({ type: { code: String, declineCode: String, message: String }, _id: false })
  lastPaymentError?: { code: CardErrorCode; declineCode?: string; message: string };

  /** Set once, when the whole amount went back to the card. */
  @Prop({ type: { id: String, amount: Number, reason: String, orderId: String, at: Date }, _id: false })
  refund?: { id: string; amount: number; reason: string; orderId: string; at: Date };

  /** A dispute of the charge (opened and closed from the sandbox's stand-in for the Stripe dashboard). */
  @Prop({ type: { id: String, status: String }, _id: false })
  dispute?: { id: string; status: DisputeState };
}

export const SandboxIntentSchema = SchemaFactory.createForClass(SandboxIntent);
SandboxIntentSchema.index({ idempotencyKey: 1 }, { unique: true });
