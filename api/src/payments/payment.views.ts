import { ApiProperty } from '@nestjs/swagger';
import type { CreatedIntent, RetrievedIntent } from './gateway/payment-gateway';
import type { PaymentRecordDoc } from './schemas/payment.schema';

/** shared-ui PaymentRecord. */
export class PaymentRecordView {
  @ApiProperty() _id: string;
  @ApiProperty() buyerName: string;
  @ApiProperty() buyerEmail: string;
  @ApiProperty() orderID: string;
  @ApiProperty() productID: string;
  @ApiProperty() productName: string;
  @ApiProperty() sellerName: string;
  @ApiProperty() transactionID: string;
  @ApiProperty({ description: 'cents' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

/** shared-ui PaymentIntentResult. */
export class PaymentIntentResultView {
  @ApiProperty({ description: 'Hand to Stripe.js (or the sandbox card form) to confirm the payment' })
  clientSecret: string;
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({ description: 'cents' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({
    enum: ['stripe', 'sandbox'],
    enumName: 'PaymentMode',
    description: "'sandbox' when the API runs without STRIPE_SECRET_KEY (test-mode card form)",
  })
  mode: 'stripe' | 'sandbox';
}

/** shared-ui SandboxConfirmResult. */
export class SandboxConfirmResultView {
  @ApiProperty() paymentIntentId: string;
  @ApiProperty({ example: 'succeeded' }) status: string;
}

export function toPaymentRecordView(p: PaymentRecordDoc): PaymentRecordView {
  return {
    _id: p._id.toString(),
    buyerName: p.buyerName,
    buyerEmail: p.buyerEmail,
    orderID: p.orderID.toString(),
    productID: p.productID.toString(),
    productName: p.productName,
    sellerName: p.sellerName,
    transactionID: p.transactionID,
    amount: p.amount,
    currency: p.currency,
    createdAt: new Date(p.createdAt).toISOString(),
  };
}

export function toPaymentIntentResult(
  intent: CreatedIntent | RetrievedIntent,
  mode: 'stripe' | 'sandbox',
): PaymentIntentResultView {
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    mode,
  };
}
