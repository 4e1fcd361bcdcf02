// The seam between the payment flow and a card processor. StripeGateway talks to Stripe;
// SandboxGateway reproduces Stripe test mode offline. Everything above this file only sees
// these types, so the order/payment rules are written once for both.

/** Nest injection token of the active gateway (chosen in payment-gateway.provider.ts). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * Stripe's PaymentIntent statuses; the sandbox uses the same vocabulary. Open-ended like
 * Stripe's own type, because Stripe may add statuses; callers act only on the ones they know.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
  | (string & {});

/** What we attach to every intent so a payment can be traced back to its order. */
export interface IntentMetadata {
  orderId: string;
  listingId: string;
  buyerUid: string;
}

export interface CreateIntentInput extends IntentMetadata {
  /** Smallest currency unit (cents). */
  amountCents: number;
  /** ISO currency code, lower case (Stripe's convention). */
  currency: string;
  /** Same key + same parameters returns the same intent instead of a second one. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: IntentStatus;
}

export interface RetrievedIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** Whatever the processor holds; callers must compare it with the order, never trust it blindly. */
  metadata: Partial<IntentMetadata>;
  /** Lets the API hand an open intent back to its owner instead of creating another one. */
  clientSecret: string;
}

export interface RefundInput {
  intentId: string;
  /** Kept with the refund at the processor, for whoever reads the buyer's statement later. */
  orderId: string;
  reason: string;
}

/** Money returned to the card of a succeeded intent. */
export interface GatewayRefund {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** A verified webhook event, reduced to what the payment flow reads. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** Present when the event's object is a PaymentIntent. */
  intent?: RetrievedIntent;
  /** The PaymentIntent a charge or dispute event is about (its object's `payment_intent`). */
  chargeOf?: string;
}

/** Where a dispute of a charge stands: open until the card network decides (won: the money stays). */
export type DisputeState = 'open' | 'won' | 'lost';

/** What became of a succeeded intent's money after the payment (refunds and disputes made anywhere). */
export interface PaymentAftermath {
  /** All of the amount went back to the card. */
  refunded: boolean;
  /** The latest dispute of the charge, if any. */
  dispute?: DisputeState;
}

export interface PaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when the processor has no intent with that id. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
  /**
   * Refunds all of a succeeded intent, once: asking again for the same intent answers with the
   * first refund (Stripe by idempotency key). Throws IntentRejectedError if it has nothing to refund.
   */
  refundIntent(input: RefundInput): Promise<GatewayRefund>;
  /** Refunds and disputes of a succeeded intent's charge, as the processor holds them (null: no such intent). */
  retrieveAftermath(intentId: string): Promise<PaymentAftermath | null>;
  /** Throws WebhookSignatureError unless the body was signed with the configured secret. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent;
}

/** The processor could not be reached or refused a request we built (not the client's fault). */
export class PaymentProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PaymentProviderError';
  }
}

/** The processor did not answer, even after the SDK's retries (each with the same idempotency key). */
export class PaymentProviderUnreachableError extends PaymentProviderError {
  constructor(cause?: unknown) {
    super('The payment provider did not answer in time.', cause);
    this.name = 'PaymentProviderUnreachableError';
  }
}

/** The processor refused to create the intent for a reason it explains (e.g. amount out of range). */
export class IntentRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntentRejectedError';
  }
}

/** The same idempotency key was reused with different parameters (Stripe answers 400 too). */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('Keys for idempotent requests can only be used with the same parameters they were first used with.');
    this.name = 'IdempotencyKeyReusedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** No STRIPE_WEBHOOK_SECRET: the endpoint cannot verify anything, so it accepts nothing. */
export class WebhookNotConfiguredError extends Error {
  constructor() {
    super('Webhook signing secret is not configured.');
    this.name = 'WebhookNotConfiguredError';
  }
}
