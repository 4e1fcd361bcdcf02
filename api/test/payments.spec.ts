// Paying an order through the sandbox gateway (Stripe test mode offline): intents, test cards,
// recording only what the gateway confirms, replays, forgeries, and the signed webhook.
import { Types } from 'mongoose';
import Stripe from 'stripe';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { ListingQueries } from '../src/listings/listing-queries.service';
import { CLOCK } from '../src/orders/clock';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import { book, confirmCard, createIntent, FakeClock, HOUR_MS, payOrder, TEST_CARDS } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_payments_spec';

describe('payments (sandbox gateway)', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let otherBuyer: Actor;

  const orderInDb = (id: string) => t.model<Order>('Order').findById(id).lean<OrderRecord>().exec();
  const listingInDb = (id: string) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const paymentsOf = (orderId: string) => t.model('Payment').countDocuments({ orderID: new Types.ObjectId(orderId) });
  const refundsOf = (transactionID: string) => t.model('Refund').find({ transactionID }).lean().exec();
  const sandboxRefundOf = async (intentId: string) =>
    (await t.model('SandboxIntent').findById(intentId).lean<{ refund?: object }>())?.refund;

  /** A fresh car (price in k$) booked by `who`. */
  async function bookedOrder(who: Actor = buyer, sale_price = 32.5): Promise<Record<string, any>> {
    const car = await createListing(t, seller, { name: 'Ioniq 5', brand: 'Hyundai', sale_price });
    return book(t, who, car._id.toString());
  }

  beforeAll(async () => {
    t = await createTestApp({
      // One buyer books many cars here; the unpaid-bookings limit has its own tests (orders.spec).
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_BOOKINGS: '1000' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await createCategories(t);
    [seller, buyer, otherBuyer] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer', { name: 'Omar Otherbuyer' }),
    ]);
  });
  afterAll(() => t.close());

  describe('POST /create-payment-intent', () => {
    it("creates a sandbox intent for the order's price in cents, and reuses it while it is open", async () => {
      const order = await bookedOrder(buyer, 32.5);
      const intent = await createIntent(t, buyer, order._id);
      expect(intent).toEqual({
        paymentIntentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]+$/),
        clientSecret: expect.stringMatching(new RegExp(`^${intent.paymentIntentId}_secret_[0-9a-f]+$`)),
        amount: 3_250_000,
        currency: 'usd',
        mode: 'sandbox',
      });
      const again = await createIntent(t, buyer, order._id);
      expect(again.paymentIntentId).toBe(intent.paymentIntentId);
      expect(await t.model('SandboxIntent').countDocuments({ 'metadata.orderId': order._id })).toBe(1);
    });

    it('gives concurrent calls for one order the same intent', async () => {
      const order = await bookedOrder();
      const results = await Promise.all([1, 2, 3, 4].map(() => createIntent(t, buyer, order._id)));
      expect(new Set(results.map((r) => r.paymentIntentId)).size).toBe(1);
    });

    it('is 410 once the booked car has been deleted from the marketplace', async () => {
      const order = await bookedOrder();
      await t.model('Listing').deleteOne({ _id: new Types.ObjectId(order.carId) });
      const res = await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: order._id })
        .expect(410);
      expect(res.body.message).toBe(
        'This car has been removed from the marketplace, so the booking can no longer be paid.',
      );
      expect(await t.model('SandboxIntent').countDocuments({ 'metadata.orderId': order._id })).toBe(0);
    });

    it("is 404 for someone else's order or an unknown one, 400 for bad input", async () => {
      const order = await bookedOrder();
      const res = await t.http
        .post('/create-payment-intent')
        .set('Authorization', otherBuyer.bearer)
        .send({ orderId: order._id })
        .expect(404);
      expect(res.body.message).toBe('Order not found');
      await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: new Types.ObjectId().toString() })
        .expect(404);
      for (const body of [
        {},
        { orderId: 'abc' },
        { orderId: { $gt: '' } },
        { orderId: 42 },
        { orderId: order._id, price: 1 },
      ]) {
        const bad = await t.http
          .post('/create-payment-intent')
          .set('Authorization', buyer.bearer)
          .send(body)
          .expect(400);
        expect(bad.body.message).toBeDefined();
      }
      expect(await t.model('SandboxIntent').countDocuments({ 'metadata.orderId': order._id })).toBe(0);
    });
  });

  describe('card payment: create intent, confirm in the sandbox, POST /payments', () => {
    it('succeeds with 4242 4242 4242 4242: the order and the car read paid, and one record exists', async () => {
      const order = await bookedOrder(buyer, 32.5);
      const record = await payOrder(t, buyer, order._id);
      expect(record).toMatchObject({
        orderID: order._id,
        productID: order.carId,
        productName: 'Ioniq 5',
        sellerName: 'Sam Seller',
        buyerName: 'Bea Buyer',
        buyerEmail: buyer.email,
        amount: 3_250_000,
        currency: 'usd',
        transactionID: expect.stringMatching(/^pi_sandbox_/),
      });
      const stored = await orderInDb(order._id);
      expect(stored).toMatchObject({ isPaid: true, transactionID: record.transactionID });
      expect(stored!.expiresAt).toBeUndefined();
      expect(await listingInDb(order.carId)).toMatchObject({ isSold: true, isPaid: true });
      const mine = await t.http.get('/orders').set('Authorization', buyer.bearer).expect(200);
      expect(mine.body.find((o: { _id: string }) => o._id === order._id)).toMatchObject({ isPaid: true });
    });

    it('a replayed POST /payments answers 200 with the same record and records nothing more', async () => {
      const order = await bookedOrder();
      const record = await payOrder(t, buyer, order._id);
      const replay = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: record.transactionID })
        .expect(200);
      expect(replay.body).toEqual(record);
      expect(await paymentsOf(order._id)).toBe(1);
    });

    it('a paid order cannot be paid again', async () => {
      const order = await bookedOrder();
      await payOrder(t, buyer, order._id);
      const res = await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: order._id })
        .expect(409);
      expect(res.body.message).toBe('This order is already paid.');
    });

    it.each([
      [TEST_CARDS.declined, 'Your card was declined.'],
      [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
      ['4242 4242 4242 4241', 'Your card number is incorrect.'],
    ])('%s is refused with 402 "%s" and the order stays unpaid', async (card, message) => {
      const order = await bookedOrder();
      const intent = await createIntent(t, buyer, order._id);
      const res = await confirmCard(t, buyer, intent.paymentIntentId, card).expect(402);
      expect(res.body).toEqual({ statusCode: 402, error: 'Payment Required', message });

      const record = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: intent.paymentIntentId })
        .expect(402);
      expect(record.body.message).toBe('This payment has not succeeded (status: requires_payment_method).');
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
      expect(await paymentsOf(order._id)).toBe(0);

      // The same intent can then be paid with a good card.
      await confirmCard(t, buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
    });

    it('an expired card and a bad CVC get Stripe-like messages', async () => {
      const order = await bookedOrder();
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      const base = {
        paymentIntentId,
        cardNumber: TEST_CARDS.visa,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      };
      const expired = await t.http
        .post('/sandbox/confirm')
        .set('Authorization', buyer.bearer)
        .send({ ...base, expYear: 2020 })
        .expect(402);
      expect(expired.body.message).toBe("Your card's expiration year is in the past.");
      const cvc = await t.http
        .post('/sandbox/confirm')
        .set('Authorization', buyer.bearer)
        .send({ ...base, cvc: '12' })
        .expect(402);
      expect(cvc.body.message).toBe("Your card's security code is invalid.");
    });

    it("only the order's buyer can confirm its intent; a second confirm is 409", async () => {
      const order = await bookedOrder();
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      const foreign = await confirmCard(t, otherBuyer, paymentIntentId, TEST_CARDS.visa).expect(404);
      expect(foreign.body.message).toBe(`No such payment_intent: '${paymentIntentId}'`);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      const twice = await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(409);
      expect(twice.body.message).toMatch(/already succeeded/);
    });

    it('records a payment confirmed but never posted when the buyer comes back to pay', async () => {
      const order = await bookedOrder();
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      // The browser closed before POST /payments; the next attempt finds the intent succeeded.
      const res = await t.http
        .post('/create-payment-intent')
        .set('Authorization', buyer.bearer)
        .send({ orderId: order._id })
        .expect(409);
      expect(res.body.message).toBe('This order is already paid.');
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true, transactionID: paymentIntentId });
      expect(await paymentsOf(order._id)).toBe(1);
    });
  });

  describe('POST /payments refuses what the gateway does not confirm', () => {
    it('a made-up transaction id: 402, nothing recorded', async () => {
      const order = await bookedOrder();
      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: 'pi_sandbox_0000000000000000deadbeef' })
        .expect(402);
      expect(res.body.message).toBe('No payment with this transaction id exists at the payment provider.');
      expect(await paymentsOf(order._id)).toBe(0);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
    });

    it("another order's succeeded payment cannot pay this order", async () => {
      const cheap = await bookedOrder(buyer, 1);
      const dear = await bookedOrder(buyer, 90);
      const intent = await createIntent(t, buyer, cheap._id);
      await confirmCard(t, buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: dear._id, transactionID: intent.paymentIntentId })
        .expect(402);
      expect(res.body.message).toBe('This payment belongs to a different order.');
      expect(await orderInDb(dear._id)).toMatchObject({ isPaid: false });
      expect(await paymentsOf(dear._id)).toBe(0);
    });

    it("someone else's order is 404, and their transaction cannot be claimed", async () => {
      const order = await bookedOrder(otherBuyer);
      const record = await payOrder(t, otherBuyer, order._id);
      await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: record.transactionID })
        .expect(404);
      const mine = await bookedOrder(buyer);
      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: mine._id, transactionID: record.transactionID })
        .expect(409);
      expect(res.body.message).toBe('This transaction was already recorded for another order.');
    });

    it.each<[string, Record<string, unknown>]>([
      ['missing transactionID', {}],
      ['missing orderID', { orderID: undefined }],
      ['transactionID of the wrong type', { transactionID: 123 }],
      ['transactionID as an object', { transactionID: { $ne: null } }],
      ['a transactionID that is not an intent id', { transactionID: 'ch_123' }],
      ['a malformed orderID', { orderID: 'zzz' }],
      [
        'the buyer and product fields the server fills itself',
        { buyerEmail: 'x@example.com', productName: 'Free car' },
      ],
    ])('%s: 400 with a message, nothing recorded', async (_label, patch) => {
      const order = await bookedOrder();
      const body = {
        orderID: order._id,
        ...(Object.keys(patch).length ? { transactionID: 'pi_sandbox_abc' } : {}),
        ...patch,
      };
      const res = await t.http.post('/payments').set('Authorization', buyer.bearer).send(body).expect(400);
      expect(res.body.message).toBeDefined();
      expect(await paymentsOf(order._id)).toBe(0);
    });

    it.each<[string, Record<string, unknown>]>([
      ['card number of the wrong type', { cardNumber: 4242424242424242 }],
      ['month out of range', { expMonth: 13 }],
      ['year as a string', { expYear: '2031' }],
      ['unknown field', { name: 'Bea' }],
      ['malformed intent id', { paymentIntentId: 'nope' }],
    ])('POST /sandbox/confirm with %s: 400', async (_label, patch) => {
      const order = await bookedOrder();
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      const body = { paymentIntentId, cardNumber: TEST_CARDS.visa, expMonth: 12, expYear: 2031, cvc: '123', ...patch };
      const res = await t.http.post('/sandbox/confirm').set('Authorization', buyer.bearer).send(body).expect(400);
      expect(res.body.message).toBeDefined();
      expect(await t.model('SandboxIntent').countDocuments({ _id: paymentIntentId, status: 'succeeded' })).toBe(0);
    });
  });

  describe('a booking that lapsed while its buyer was paying', () => {
    it('is revived and paid when the car is still free', async () => {
      const order = await bookedOrder();
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      clock.advance(49 * HOUR_MS);
      await t.http.get('/orders').set('Authorization', buyer.bearer).expect(200); // lapses it
      expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed' });

      await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: paymentIntentId })
        .expect(201);
      expect(await orderInDb(order._id)).toMatchObject({ status: 'active', isPaid: true });
      expect(await listingInDb(order.carId)).toMatchObject({ isSold: true, isPaid: true });
    });

    it('is refused with 409 when someone else booked the car meanwhile, and the money goes back to the card', async () => {
      const order = await bookedOrder();
      const { paymentIntentId, amount } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      clock.advance(49 * HOUR_MS);
      await book(t, otherBuyer, order.carId);

      const pay = () =>
        t.http
          .post('/payments')
          .set('Authorization', buyer.bearer)
          .send({ orderID: order._id, transactionID: paymentIntentId });
      const res = await pay().expect(409);
      expect(res.body.message).toMatch(
        /lapsed before it was paid and the car has been booked by someone else.*refunded to your card/,
      );
      expect(await paymentsOf(order._id)).toBe(0);
      expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed', isPaid: false });
      expect(await refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount, currency: 'usd' })]);
      expect(await sandboxRefundOf(paymentIntentId)).toMatchObject({ amount });

      // Asked again, even once the car is free again (the other booking lapsed): the same
      // answer, one refund, and the refunded payment never pays the order.
      await pay().expect(409);
      clock.advance(49 * HOUR_MS);
      await t.http.get('/orders').set('Authorization', otherBuyer.bearer).expect(200); // lapses their hold
      const again = await pay().expect(409);
      expect(again.body.message).toBe(res.body.message);
      expect(await refundsOf(paymentIntentId)).toHaveLength(1);
      expect(await paymentsOf(order._id)).toBe(0);
      expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed', isPaid: false });
      expect(await listingInDb(order.carId)).toMatchObject({ isSold: false, isPaid: false });
    });
  });

  describe('a car deleted after its payment intent was created', () => {
    it('is not paid: POST /payments is 409, the money goes back to the card, with a refund record', async () => {
      const order = await bookedOrder();
      const { paymentIntentId, amount } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      await t.model('Listing').deleteOne({ _id: new Types.ObjectId(order.carId) }); // e.g. an admin removed a fraudulent listing

      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: paymentIntentId })
        .expect(409);
      expect(res.body.message).toBe(
        'This car has been removed from the marketplace, so the booking can no longer be paid. The payment has been refunded to your card.',
      );
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
      expect(await paymentsOf(order._id)).toBe(0);
      expect(await refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount, currency: 'usd' })]);
      expect(await sandboxRefundOf(paymentIntentId)).toMatchObject({ amount });
    });

    it('is not paid when the car is removed between the check and the claim: 409, refund, order closed', async () => {
      const order = await bookedOrder();
      const { paymentIntentId, amount } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      // The removal lands right after the payment looked for the car (two requests interleaving).
      const listings = t.app.get(ListingQueries);
      const exists = listings.exists.bind(listings);
      const check = jest.spyOn(listings, 'exists').mockImplementationOnce(async (id) => {
        const found = await exists(id);
        await t.model('Listing').deleteOne({ _id: new Types.ObjectId(order.carId) });
        return found;
      });
      try {
        const res = await t.http
          .post('/payments')
          .set('Authorization', buyer.bearer)
          .send({ orderID: order._id, transactionID: paymentIntentId })
          .expect(409);
        expect(res.body.message).toBe(
          'This car has been removed from the marketplace, so the booking can no longer be paid. The payment has been refunded to your card.',
        );
      } finally {
        check.mockRestore();
      }
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false, status: 'lapsed' });
      expect(await paymentsOf(order._id)).toBe(0);
      expect(await refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount, currency: 'usd' })]);
    });

    it('is not paid when the car is withdrawn (deleted, which keeps the document) between the check and the claim', async () => {
      const order = await bookedOrder();
      const { paymentIntentId, amount } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      const listings = t.app.get(ListingQueries);
      const exists = listings.exists.bind(listings);
      const check = jest.spyOn(listings, 'exists').mockImplementationOnce(async (id) => {
        const found = await exists(id);
        // What deleting a listing writes now: the record stays, hidden from the marketplace.
        await t
          .model('Listing')
          .updateOne(
            { _id: new Types.ObjectId(order.carId) },
            { $set: { withdrawn: { at: new Date(), reason: 'deleted' } } },
          );
        return found;
      });
      try {
        await t.http
          .post('/payments')
          .set('Authorization', buyer.bearer)
          .send({ orderID: order._id, transactionID: paymentIntentId })
          .expect(409);
      } finally {
        check.mockRestore();
      }
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false, status: 'lapsed' });
      expect(await listingInDb(order.carId)).toMatchObject({ isPaid: false });
      expect(await refundsOf(paymentIntentId)).toEqual([expect.objectContaining({ amount, currency: 'usd' })]);
    });

    it('a paid order stays paid when its listing is removed afterwards; a replay is still 200', async () => {
      const order = await bookedOrder();
      const paid = await payOrder(t, buyer, order._id);
      await t.model('Listing').deleteOne({ _id: new Types.ObjectId(order.carId) });
      await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: paid.transactionID })
        .expect(200);
      expect(await refundsOf(paid.transactionID)).toHaveLength(0);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true });
    });
  });

  describe('a second payment for an order another payment already paid', () => {
    it('is refunded with 409, and the order keeps its one payment', async () => {
      const order = await bookedOrder();
      const first = await payOrder(t, buyer, order._id);
      // The same order charged again (e.g. a second tab that confirmed its own intent).
      const second = await t.model('SandboxIntent').findById(first.transactionID).lean<Record<string, any>>();
      const duplicateId = `${first.transactionID}_again`;
      await t
        .model('SandboxIntent')
        .create({ ...second, _id: duplicateId, idempotencyKey: `${second!.idempotencyKey}-again` });

      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: duplicateId })
        .expect(409);
      expect(res.body.message).toBe(
        'This order was already paid by another payment. The payment has been refunded to your card.',
      );
      expect(await refundsOf(duplicateId)).toHaveLength(1);
      expect(await sandboxRefundOf(duplicateId)).toBeDefined();
      expect(await sandboxRefundOf(first.transactionID)).toBeUndefined();
      expect(await paymentsOf(order._id)).toBe(1);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true, transactionID: first.transactionID });
    });
  });

  describe('POST /webhooks/stripe', () => {
    /** A payment_intent.succeeded event for a sandbox intent, as Stripe would send it. */
    async function succeededEvent(overrides: { amount?: number } = {}) {
      const order = await bookedOrder();
      const intent = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
      const stored = await t.model('SandboxIntent').findById(intent.paymentIntentId).lean<{ metadata: object }>();
      const event = {
        id: `evt_${new Types.ObjectId().toString()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intent.paymentIntentId,
            object: 'payment_intent',
            amount: overrides.amount ?? intent.amount,
            currency: 'usd',
            status: 'succeeded',
            client_secret: intent.clientSecret,
            metadata: stored!.metadata,
          },
        },
      };
      return { order, payload: JSON.stringify(event) };
    }

    const deliver = (payload: string, signature: string) =>
      t.http
        .post('/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);
    const sign = (payload: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('marks the order paid on a signed payment_intent.succeeded, without a token', async () => {
      const { order, payload } = await succeededEvent();
      const res = await deliver(payload, sign(payload)).expect(200);
      expect(res.body).toEqual({ received: true });
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true });
      expect(await paymentsOf(order._id)).toBe(1);
    });

    it('skips a redelivered event id', async () => {
      const { order, payload } = await succeededEvent();
      await deliver(payload, sign(payload)).expect(200);
      const again = await deliver(payload, sign(payload)).expect(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
      expect(await paymentsOf(order._id)).toBe(1);
      expect(await t.model('WebhookEvent').countDocuments({ _id: JSON.parse(payload).id })).toBe(1);
    });

    it('applies a redelivery of an event taken in but never applied (the process died in between)', async () => {
      const { order, payload } = await succeededEvent();
      const eventId = JSON.parse(payload).id as string;
      // What a crash right after taking the event in leaves behind.
      await t.connection
        .collection('webhook_events')
        .insertOne({ _id: eventId as never, type: 'payment_intent.succeeded', receivedAt: new Date() });

      const res = await deliver(payload, sign(payload)).expect(200);
      expect(res.body).toEqual({ received: true });
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true });
      expect(await paymentsOf(order._id)).toBe(1);
      expect(await t.model('WebhookEvent').findById(eventId).lean()).toMatchObject({ outcome: 'applied' });
      expect((await deliver(payload, sign(payload)).expect(200)).body).toEqual({ received: true, duplicate: true });
    });

    it('rejects a tampered body or a wrong secret with 400 and changes nothing', async () => {
      const { order, payload } = await succeededEvent();
      const tampered = payload.replace('"status":"succeeded"', '"status":"succeeded","extra":1');
      const res = await deliver(tampered, sign(payload)).expect(400);
      expect(res.body.message).toMatch(/^Invalid webhook signature/);
      await deliver(payload, sign(payload, 'whsec_not_ours')).expect(400);
      await t.http.post('/webhooks/stripe').set('Content-Type', 'application/json').send(payload).expect(400);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
      expect(await t.model('WebhookEvent').countDocuments({ _id: JSON.parse(payload).id })).toBe(0);
    });

    it('pays nothing for a signed event the gateway does not confirm (a forgery with a leaked secret)', async () => {
      const order = await bookedOrder();
      const intent = await createIntent(t, buyer, order._id); // never confirmed: not paid at the gateway
      const stored = await t.model('SandboxIntent').findById(intent.paymentIntentId).lean<{ metadata: object }>();
      const forged = JSON.stringify({
        id: `evt_${new Types.ObjectId().toString()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intent.paymentIntentId,
            object: 'payment_intent',
            amount: intent.amount,
            currency: 'usd',
            status: 'succeeded',
            client_secret: intent.clientSecret,
            metadata: stored!.metadata,
          },
        },
      });
      await deliver(forged, sign(forged)).expect(200);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
      expect(await paymentsOf(order._id)).toBe(0);
      const outcome = await t.model('WebhookEvent').findById(JSON.parse(forged).id).lean<{ outcome: string }>();
      expect(outcome!.outcome).toBe('ignored: the payment provider reports the intent requires_payment_method');
    });

    it("settles with the gateway's intent, not the event's copy of it", async () => {
      const { order, payload } = await succeededEvent({ amount: 100 });
      await deliver(payload, sign(payload)).expect(200);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: true });
      const [payment] = await t
        .model('Payment')
        .find({ orderID: new Types.ObjectId(order._id) })
        .lean<{ amount: number }[]>();
      expect(payment.amount).toBe(3_250_000); // the order's 32.5 k$, as the gateway holds it
    });

    it('refunds a payment whose booking lapsed and went to someone else, and answers 200 so Stripe stops retrying', async () => {
      const { order, payload } = await succeededEvent();
      clock.advance(49 * HOUR_MS);
      await book(t, otherBuyer, order.carId);
      await deliver(payload, sign(payload)).expect(200);
      const intentId = JSON.parse(payload).data.object.id as string;
      expect(await refundsOf(intentId)).toHaveLength(1);
      expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed', isPaid: false });
      const stored = await t.model('WebhookEvent').findById(JSON.parse(payload).id).lean<{ outcome: string }>();
      expect(stored!.outcome).toMatch(/^rejected: This booking lapsed .* refunded to your card\.$/);
    });

    it('refunds a payment for a car deleted after its intent was created, and answers 200', async () => {
      const { order, payload } = await succeededEvent();
      await t.model('Listing').deleteOne({ _id: new Types.ObjectId(order.carId) });
      await deliver(payload, sign(payload)).expect(200);
      const intentId = JSON.parse(payload).data.object.id as string;
      expect(await refundsOf(intentId)).toHaveLength(1);
      expect(await orderInDb(order._id)).toMatchObject({ isPaid: false });
      expect(await paymentsOf(order._id)).toBe(0);
      const stored = await t.model('WebhookEvent').findById(JSON.parse(payload).id).lean<{ outcome: string }>();
      expect(stored!.outcome).toMatch(/^rejected: This car has been removed from the marketplace/);
    });

    it("and POST /payments afterwards is an idempotent 200 with the webhook's record", async () => {
      const { order, payload } = await succeededEvent();
      await deliver(payload, sign(payload)).expect(200);
      const transactionID = JSON.parse(payload).data.object.id;
      const res = await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID })
        .expect(200);
      expect(res.body.transactionID).toBe(transactionID);
      expect(await paymentsOf(order._id)).toBe(1);
    });
  });
});
