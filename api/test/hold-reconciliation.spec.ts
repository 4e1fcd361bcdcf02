// Cars left held by no booking (the process died between two writes) are freed by the hold
// sweep's reconciliation, never while a booking may still be being written; a payment for a
// lapsed booking whose car is held by nobody pays it.
import { Types } from 'mongoose';
import { FaultPoints } from '../src/common/faults/fault-points';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService } from '../src/orders/order-holds.service';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import { book, bookingBody, confirmCard, createIntent, FakeClock, HOUR_MS, TEST_CARDS } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const MINUTE_MS = 60_000;

describe('hold reconciliation', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let otherBuyer: Actor;
  let faults: FaultPoints;
  let sweep: () => Promise<void>;
  let lapse: (scope: { carId: Types.ObjectId }) => Promise<number>;

  const listingInDb = (id: string | Types.ObjectId) =>
    t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const orderInDb = (id: string) => t.model<Order>('Order').findById(id).lean<OrderRecord>().exec();
  const ordersOf = (carId: Types.ObjectId) => t.model('Order').countDocuments({ carId });

  beforeAll(async () => {
    t = await createTestApp({ override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    await createCategories(t);
    [seller, buyer, otherBuyer] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'Buyer'),
    ]);
    faults = t.app.get(FaultPoints);
    sweep = () => t.app.get(OrderHoldsService).sweepOnce();
    lapse = (scope) => t.app.get(OrderHoldsService).lapseExpired(scope);
  });
  afterEach(() => faults.disarmAll());
  afterAll(() => t.close());

  it('frees a car taken by a booking whose order was never written, once the grace period is over', async () => {
    const car = await createListing(t, seller);
    faults.arm('booking.after-hold');
    await t.http.post('/orders').set('Authorization', buyer.bearer).send(bookingBody(car._id.toString())).expect(500);
    expect(await listingInDb(car._id)).toMatchObject({ isSold: true });
    expect(await ordersOf(car._id)).toBe(0);

    // Within the grace period the hold may belong to a booking being written right now.
    clock.advance(5 * MINUTE_MS);
    await sweep();
    expect(await listingInDb(car._id)).toMatchObject({ isSold: true });

    clock.advance(6 * MINUTE_MS);
    await sweep();
    expect(await listingInDb(car._id)).toMatchObject({ isSold: false });
    await book(t, otherBuyer, car._id.toString());
  });

  it('frees the car of a booking that lapsed but was never released, and leaves held and paid cars alone', async () => {
    const [stuck, held] = await Promise.all([createListing(t, seller), createListing(t, seller)]);
    const lapsing = await book(t, buyer, stuck._id.toString());
    clock.advance(49 * HOUR_MS);
    await book(t, otherBuyer, held._id.toString());
    faults.arm('lapse.after-lapse');
    await expect(lapse({ carId: stuck._id })).rejects.toThrow('Injected fault at lapse.after-lapse');
    expect(await orderInDb(lapsing._id)).toMatchObject({ status: 'lapsed' });
    expect(await listingInDb(stuck._id)).toMatchObject({ isSold: true });

    clock.advance(11 * MINUTE_MS);
    await sweep();
    expect(await listingInDb(stuck._id)).toMatchObject({ isSold: false });
    expect(await listingInDb(held._id)).toMatchObject({ isSold: true });
  });

  it('a payment for a lapsed booking whose car is held by no booking pays it', async () => {
    const car = await createListing(t, seller);
    const order = await book(t, buyer, car._id.toString());
    const { paymentIntentId } = await createIntent(t, buyer, order._id);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
    clock.advance(49 * HOUR_MS);
    faults.arm('lapse.after-lapse');
    await expect(lapse({ carId: car._id })).rejects.toThrow('Injected fault at lapse.after-lapse');
    expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed' });

    await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: paymentIntentId })
      .expect(201);
    expect(await orderInDb(order._id)).toMatchObject({
      status: 'active',
      isPaid: true,
      transactionID: paymentIntentId,
    });
    expect(await listingInDb(car._id)).toMatchObject({ isSold: true, isPaid: true });
    clock.advance(11 * MINUTE_MS);
    await sweep();
    expect(await listingInDb(car._id)).toMatchObject({ isSold: true, isPaid: true });
  });

  it('but is refunded when the car was taken within the grace period (a booking may be being written)', async () => {
    const car = await createListing(t, seller);
    const order = await book(t, buyer, car._id.toString());
    const { paymentIntentId } = await createIntent(t, buyer, order._id);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
    clock.advance(49 * HOUR_MS);
    await sweep(); // lapses it and frees the car
    faults.arm('booking.after-hold');
    await t.http
      .post('/orders')
      .set('Authorization', otherBuyer.bearer)
      .send(bookingBody(car._id.toString()))
      .expect(500);

    const res = await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: paymentIntentId })
      .expect(409);
    expect(res.body.message).toMatch(/refunded to your card/);
    expect(await t.model('Refund').countDocuments({ transactionID: paymentIntentId })).toBe(1);
    expect(await orderInDb(order._id)).toMatchObject({ status: 'lapsed', isPaid: false });
  });
});
