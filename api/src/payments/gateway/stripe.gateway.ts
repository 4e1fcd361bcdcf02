import Stripe from 'stripe';
import {
  CreateIntentInput,
  CreatedIntent,
  GatewayEvent,
  GatewayRefund,
  IdempotencyKeyReusedError,
  IntentRejectedError,
  PaymentAftermath,
  PaymentGateway,
  PaymentProviderError,
  PaymentProviderUnreachableError,
  RefundInput,
  RetrievedIntent,
} from './payment-gateway';
import { toDisputeState, toRetrievedIntent, verifyStripeSignedEvent } from './stripe-objects';

/** Live (or Stripe test-mode) payments through the official SDK. */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string | undefined,
  ) {}

  /** `endpoint` replaces api.stripe.com (tests only: a local server that answers slowly). */
  static fromSecretKey(
    secretKey: string,
    webhookSecret: string | undefined,
    timeoutMs: number,
    endpoint?: { host: string; port: number; protocol: 'http' },
  ): StripeGateway {
    const stripe = new Stripe(secretKey, {
      ...endpoint,
      // The SDK retries timeouts, network failures and 409/5xx safely: every create carries an
      // idempotency key, sent again unchanged with each retry, so Stripe answers a retry with the
      // intent or refund it already made and never charges twice.
      maxNetworkRetries: 2,
      timeout: timeoutMs,
      appInfo: { name: 'CarMarket' },
    });
    return new StripeGateway(stripe, webhookSecret);
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          // Cards only: the payment page offers a card form and nothing else. (SDK v23 renamed
          // `payment_method_types` to `allowed_payment_method_types` on create.)
          allowed_payment_method_types: ['card'],
          metadata: { orderId: input.orderId, listingId: input.listingId, buyerUid: input.buyerUid },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new PaymentProviderError('Stripe returned an intent without a client secret.');
      return {
        id: intent.id,
        clientSecret: intent.client_secret,
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
      };
    } catch (err) {
      throw this.translate(err);
    }
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | null> {
    try {
      return toRetrievedIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw this.translate(err);
    }
  }

  async refundIntent({ intentId, orderId, reason }: RefundInput): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: intentId, metadata: { orderId, reason: reason.slice(0, 500) } },
        // One refund per intent, however often a retry or a second delivery asks for it.
        { idempotencyKey: `refund-${intentId}` },
      );
      return { id: refund.id, amount: refund.amount, currency: refund.currency, status: refund.status ?? 'pending' };
    } catch (err) {
      throw this.translate(err);
    }
  }

  async retrieveAftermath(intentId: string): Promise<PaymentAftermath | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
      const charge = intent.latest_charge as Stripe.Charge | null;
      if (!charge) return { refunded: false };
      const refunded = charge.refunded || charge.amount_refunded >= charge.amount;
      if (!charge.disputed) return { refunded };
      const { data } = await this.stripe.disputes.list({ payment_intent: intentId, limit: 1 });
      return { refunded, ...(data[0] && { dispute: toDisputeState(data[0].status) }) };
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
      throw this.translate(err);
    }
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent {
    return verifyStripeSignedEvent(this.stripe.webhooks, rawBody, signatureHeader, this.webhookSecret);
  }

  private translate(err: unknown): Error {
    if (err instanceof PaymentProviderError) return err;
    if (err instanceof Stripe.errors.StripeIdempotencyError) return new IdempotencyKeyReusedError();
    if (err instanceof Stripe.errors.StripeInvalidRequestError) return new IntentRejectedError(err.message);
    if (err instanceof Stripe.errors.StripeConnectionError) return new PaymentProviderUnreachableError(err);
    const message = err instanceof Error ? err.message : String(err);
    return new PaymentProviderError(`Stripe request failed: ${message}`, err);
  }
}
