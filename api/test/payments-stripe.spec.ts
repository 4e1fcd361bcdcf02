// The API in Stripe mode (STRIPE_SECRET_KEY set): the real stripe SDK, with api.stripe.com
// answered by nock from a small in-memory set of Stripe-shaped PaymentIntents.
import nock from 'nock';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import Stripe from 'stripe';
import { book, deliverWebhook } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  metadata: Record<string, string>;
}

const WEBHOOK_SECRET = 'whsec_stripe_spec';

describe('payments (Stripe gateway)', () => {
  const intents = new Map<string, FakeIntent>();
  /** Stripe's charge and latest dispute of each intent, by intent id (what the dashboard changes). */
  const charges = new Map<
    string,
    { id: string; object: 'charge'; amount: number; amount_refunded: number; refunded: boolean; disputed: boolean }
  >();
  const disputes = new Map<string, { id: string; object: 'dispute'; payment_intent: string; status: string }>();
  const createRequests: { body: URLSearchParams; idempotencyKey: unknown }[] = [];
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
    nock('https://api.stripe.com')
      .persist()
      .post('/v1/payment_intents')
      .reply(function (_uri, requestBody) {
        const body = new URLSearchParams(String(requestBody));
        createRequests.push({ body, idempotencyKey: this.req.headers['idempotency-key'] });
        const id = `pi_3Stripe${intents.size}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency')!,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          allowed_payment_method_types: [body.get('allowed_payment_method_types[0]')!],
          payment_method_types: ['card'],
          metadata: {
            orderId: body.get('metadata[orderId]')!,
            listingId: body.get('metadata[listingId]')!,
            buyerUid: body.get('metadata[buyerUid]')!,
          },
        };
        intents.set(id, intent);
        return [200, intent];
      })
      .get(/^\/v1\/payment_intents\/[^/?]+(\?.*)?$/)
      .reply((uri) => {
        const url = new URL(uri, 'https://api.stripe.com');
        const intent = intents.get(url.pathname.split('/').pop()!);
        const charge = intent && charges.get(intent.id);
        if (intent && url.searchParams.get('expand[0]') === 'latest_charge')
          return [200, { ...intent, latest_charge: charge ?? null }];
        if (intent) return [200, { ...intent, latest_charge: charge?.id ?? null }];
        return [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
        ];
      })
      .get(/^\/v1\/disputes(\?.*)?$/)
      .reply((uri) => {
        const intentId = new URL(uri, 'https://api.stripe.com').searchParams.get('payment_intent')!;
        const dispute = disputes.get(intentId);
        return [200, { object: 'list', url: '/v1/disputes', has_more: false, data: dispute ? [dispute] : [] }];
      });

    t = await createTestApp({
      env: {
        PAYMENTS_SANDBOX: 'false',
        STRIPE_SECRET_KEY: 'sk_test_carmarket_spec',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
  });
  afterAll(async () => {
    await t.close();
    nock.cleanAll();
    nock.enableNetConnect();
  });

  it('creates a card-only PaymentIntent at Stripe for the order, then records it once Stripe reports it succeeded', async () => {
    const car = await createListing(t, seller, { sale_price: 27.25 });
    const order = await book(t, buyer, car._id.toString());

    const res = await t.http
      .post('/create-payment-intent')
      .set('Authorization', buyer.bearer)
      .send({ orderId: order._id })
      .expect(200);
    expect(res.body).toMatchObject({
      mode: 'stripe',
      amount: 2_725_000,
      currency: 'usd',
      clientSecret: `${res.body.paymentIntentId}_secret_abc`,
    });
    const sent = createRequests.at(-1)!;
    expect(Object.fromEntries(sent.body)).toEqual({
      amount: '2725000',
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'metadata[orderId]': order._id,
      'metadata[listingId]': car._id.toString(),
      'metadata[buyerUid]': buyer.uid,
    });
    expect(sent.idempotencyKey).toBe(`order-${order._id}-after-none`);

    // Not paid yet at Stripe: nothing is recorded.
    const early = await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: res.body.paymentIntentId })
      .expect(402);
    expect(early.body.message).toBe('This payment has not succeeded (status: requires_payment_method).');

    intents.get(res.body.paymentIntentId)!.status = 'succeeded'; // Stripe.js confirmed the card
    await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: res.body.paymentIntentId })
      .expect(201);
    expect(await t.model<Order>('Order').findById(order._id).lean<OrderRecord>()).toMatchObject({ isPaid: true });
  });

  it('answers 402 for an intent Stripe does not know', async () => {
    const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
    const res = await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: 'pi_3NotAtStripe' })
      .expect(402);
    expect(res.body.message).toBe('No payment with this transaction id exists at the payment provider.');
  });

  it('has no sandbox confirm route', async () => {
    const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
    const { body } = await t.http
      .post('/create-payment-intent')
      .set('Authorization', buyer.bearer)
      .send({ orderId: order._id })
      .expect(200);
    const res = await t.http
      .post('/sandbox/confirm')
      .set('Authorization', buyer.bearer)
      .send({
        paymentIntentId: body.paymentIntentId,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      })
      .expect(404);
    expect(res.body.message).toBe('Card payments go through Stripe; the sandbox is off.');
  });

  describe('webhooks, verified by their Stripe signature', () => {
    const deliver = (event: object) => {
      const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', ...event });
      return deliverWebhook(t, {
        payload,
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      });
    };
    const orderInDb = (id: string) => t.model<Order>('Order').findById(id).lean<OrderRecord>();

    /** An order paid through Stripe: its intent succeeded there, with one charge. */
    async function paidOrder() {
      const order = await book(t, buyer, (await createListing(t, seller, { sale_price: 21 }))._id.toString());
      const { body } = await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: order._id })
        .expect(200);
      const intent = intents.get(body.paymentIntentId)!;
      intent.status = 'succeeded';
      charges.set(intent.id, {
        id: `ch_${intent.id}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
      });
      await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: intent.id })
        .expect(201);
      return { orderId: order._id as string, intent };
    }

    it('pays nothing for a signed payment_intent.succeeded that Stripe does not confirm', async () => {
      const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
      const { body } = await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: order._id })
        .expect(200);
      const atStripe = intents.get(body.paymentIntentId)!;
      await deliver({
        type: 'payment_intent.succeeded',
        data: { object: { ...atStripe, status: 'succeeded' } },
      }).expect(200);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
    });

    it('records a refund made in the Stripe dashboard, read back from Stripe', async () => {
      const { orderId, intent } = await paidOrder();
      Object.assign(charges.get(intent.id)!, { refunded: true, amount_refunded: intent.amount });
      await deliver({
        type: 'charge.refunded',
        data: { object: { ...charges.get(intent.id), payment_intent: intent.id } },
      }).expect(200);
      expect(await orderInDb(orderId)).toMatchObject({ isPaid: true, refundedAt: expect.any(Date) });
    });

    it('records a dispute opened at the bank, then lost', async () => {
      const { orderId, intent } = await paidOrder();
      charges.get(intent.id)!.disputed = true;
      disputes.set(intent.id, {
        id: `dp_${intent.id}`,
        object: 'dispute',
        payment_intent: intent.id,
        status: 'needs_response',
      });
      await deliver({ type: 'charge.dispute.created', data: { object: disputes.get(intent.id) } }).expect(200);
      expect(await orderInDb(orderId)).toMatchObject({ dispute: 'open' });
      expect((await orderInDb(orderId))!.refundedAt).toBeUndefined();

      disputes.get(intent.id)!.status = 'lost';
      await deliver({ type: 'charge.dispute.closed', data: { object: disputes.get(intent.id) } }).expect(200);
      expect(await orderInDb(orderId)).toMatchObject({ dispute: 'lost', refundedAt: expect.any(Date) });
    });
  });
});
