// Conversions from Stripe's wire objects to the gateway's types, and Stripe's webhook signature
// scheme. Both gateways sign and verify webhooks the Stripe way, so the one webhook endpoint
// works the same in sandbox and live mode.
import Stripe from 'stripe';
import {
  DisputeState,
  GatewayEvent,
  IntentMetadata,
  RetrievedIntent,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './payment-gateway';

type StripeWebhooks = Stripe['webhooks'];

const METADATA_KEYS: readonly (keyof IntentMetadata)[] = ['orderId', 'listingId', 'buyerUid'];

/** Keeps only our own metadata keys, and only string values (metadata comes from outside). */
export function pickIntentMetadata(raw: unknown): Partial<IntentMetadata> {
  const picked: Partial<IntentMetadata> = {};
  if (raw === null || typeof raw !== 'object') return picked;
  for (const key of METADATA_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return picked;
}

export function toRetrievedIntent(intent: Stripe.PaymentIntent): RetrievedIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: pickIntentMetadata(intent.metadata),
    clientSecret: intent.client_secret ?? '',
  };
}

/** A Stripe dispute's status as the order sees it: warning_closed is an inquiry closed without a chargeback. */
export function toDisputeState(status: string): DisputeState {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return 'open';
}

/**
 * Verifies `Stripe-Signature` over the exact raw bytes (a re-serialised JSON body would not
 * match) and returns the event. Signature tolerance is Stripe's default (5 minutes).
 */
export function verifyStripeSignedEvent(
  webhooks: StripeWebhooks,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string | undefined,
): GatewayEvent {
  if (!secret) throw new WebhookNotConfiguredError();
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (err) {
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'Webhook signature verification failed.');
  }
  const object = event.data?.object as { object?: string; payment_intent?: unknown } | undefined;
  const chargeOf = object?.object === 'charge' || object?.object === 'dispute' ? object.payment_intent : undefined;
  return {
    id: event.id,
    type: event.type,
    intent: object?.object === 'payment_intent' ? toRetrievedIntent(object as Stripe.PaymentIntent) : undefined,
    ...(typeof chargeOf === 'string' && { chargeOf }),
  };
}
