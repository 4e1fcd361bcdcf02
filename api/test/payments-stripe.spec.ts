// The API in Stripe mode (STRIPE_SECRET_KEY set): the real stripe SDK, with api.stripe.com
// answered by nock from a small in-memory set of Stripe-shaped PaymentIntents.
import nock from 'nock';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import { book } from './support/commerce';
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

describe('payments (Stripe gateway)', () => {
  const intents = new Map<string, FakeIntent>();
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
      .get(/^\/v1\/payment_intents\/[^/]+$/)
      .reply((uri) => {
        const intent = intents.get(uri.split('/').pop()!);
        if (intent) return [200, intent];
        return [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
        ];
      });

    t = await createTestApp({
      env: {
        PAYMENTS_SANDBOX: 'false',
        STRIPE_SECRET_KEY: 'sk_test_carmarket_spec',
        STRIPE_WEBHOOK_SECRET: 'whsec_stripe_spec',
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
});
