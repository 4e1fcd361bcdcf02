// Helpers for the booking and payment tests: a controllable clock for booking holds, and the
// buyer's side of the flows through the real HTTP API.
import type { Types } from 'mongoose';
import Stripe from 'stripe';
import type { Listing, ListingRecord } from '../../src/listings/schemas/listing.schema';
import type { Clock } from '../../src/orders/clock';
import type { Order, OrderRecord } from '../../src/orders/schemas/order.schema';
import type { Actor } from './fixtures';
import type { TestApp } from './test-app';

/** Replaces the API's clock (CLOCK) so a test can let a booking's hold run out. */
export class FakeClock implements Clock {
  private at = Date.now();

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

export const HOUR_MS = 3_600_000;

export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export function bookingBody(carId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { carId, phone: '512-555-0142', meetingLocation: 'Zilker Park main lot', ...overrides };
}

/** POST /orders as `buyer`, expecting 201; returns the order. */
export async function book(t: TestApp, buyer: Actor, carId: string): Promise<Record<string, any>> {
  const res = await t.http.post('/orders').set('Authorization', buyer.bearer).send(bookingBody(carId)).expect(201);
  return res.body;
}

/** POST /create-payment-intent as `buyer`, expecting 200. */
export async function createIntent(t: TestApp, buyer: Actor, orderId: string): Promise<Record<string, any>> {
  const res = await t.http
    .post('/create-payment-intent')
    .set('Authorization', buyer.bearer)
    .send({ orderId })
    .expect(200);
  return res.body;
}

/** POST /sandbox/confirm as `buyer` with a test card; returns the response to assert on. */
export function confirmCard(t: TestApp, buyer: Actor, paymentIntentId: string, cardNumber: string) {
  return t.http
    .post('/sandbox/confirm')
    .set('Authorization', buyer.bearer)
    .send({ paymentIntentId, cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' });
}

/** Books nothing: pays an existing order end to end with the Visa test card (intent, confirm, record). */
export async function payOrder(t: TestApp, buyer: Actor, orderId: string): Promise<Record<string, any>> {
  const intent = await createIntent(t, buyer, orderId);
  await confirmCard(t, buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
  const res = await t.http
    .post('/payments')
    .set('Authorization', buyer.bearer)
    .send({ orderID: orderId, transactionID: intent.paymentIntentId })
    .expect(201);
  return res.body;
}

/** A signed payment_intent.succeeded event for a sandbox intent, as Stripe would send it. */
export async function succeededEvent(
  t: TestApp,
  intentId: string,
  secret: string,
): Promise<{ payload: string; signature: string }> {
  const stored = await t
    .model('SandboxIntent')
    .findById(intentId)
    .lean<{ amount: number; currency: string; clientSecret: string; metadata: object }>();
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: stored!.amount,
        currency: stored!.currency,
        status: 'succeeded',
        client_secret: stored!.clientSecret,
        metadata: stored!.metadata,
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function deliverWebhook(t: TestApp, event: { payload: string; signature: string }) {
  return t.http
    .post('/webhooks/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', event.signature)
    .send(event.payload);
}

/**
 * What must hold after any crash or outage once the API has recovered (its sweep ran, the
 * processor redelivered): every car is free or held by exactly one live booking, and every
 * successful charge pays exactly one order (with one payment record) or has exactly one refund.
 */
export async function expectCommerceInvariants(t: TestApp, now: Date): Promise<void> {
  const [listings, orders, intents, refunds, payments] = await Promise.all([
    t.model<Listing>('Listing').find().lean<ListingRecord[]>(),
    t.model<Order>('Order').find().lean<OrderRecord[]>(),
    t.model('SandboxIntent').find({ status: 'succeeded' }).lean<{ _id: string; refund?: object }[]>(),
    t.model('Refund').find().lean<{ transactionID: string; refundId?: string }[]>(),
    t.model('Payment').find().lean<{ transactionID: string; orderID: Types.ObjectId }[]>(),
  ]);
  const live = (o: OrderRecord) => o.status === 'active' && (o.isPaid || o.expiresAt! > now);
  for (const car of listings) {
    const holders = orders.filter((o) => o.carId.equals(car._id) && live(o));
    expect({ car: car._id, isSold: car.isSold, holders: holders.length }).toEqual({
      car: car._id,
      isSold: holders.length === 1,
      holders: car.isSold ? 1 : 0,
    });
    if (holders[0]?.isPaid) expect({ car: car._id, isPaid: car.isPaid }).toEqual({ car: car._id, isPaid: true });
  }
  for (const intent of intents) {
    const pays = orders.filter((o) => o.isPaid && o.transactionID === intent._id);
    const refunded = refunds.filter((r) => r.transactionID === intent._id && r.refundId);
    expect({ intent: intent._id, pays: pays.length, refunds: refunded.length }).toEqual({
      intent: intent._id,
      pays: refunded.length ? 0 : 1,
      refunds: pays.length ? 0 : 1,
    });
    expect({ intent: intent._id, refundedAtProcessor: Boolean(intent.refund) }).toEqual({
      intent: intent._id,
      refundedAtProcessor: refunded.length === 1,
    });
    expect({ intent: intent._id, records: payments.filter((p) => p.transactionID === intent._id).length }).toEqual({
      intent: intent._id,
      records: pays.length,
    });
  }
}
