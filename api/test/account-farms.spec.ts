// A farm of fresh accounts cannot take a seller's stock off the market (docs/product.md §6.2):
// new accounts together hold at most NEW_ACCOUNT_HOLDS_PER_SELLER unpaid bookings of one seller's
// cars, one network registers at most NEW_ACCOUNTS_PER_IP_PER_DAY accounts a day, and a seller
// can release an unpaid hold on their own car.
import { Types } from 'mongoose';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import { book, bookingBody, confirmCard, createIntent, TEST_CARDS } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { signUp } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

describe('fresh-account farms', () => {
  let t: TestApp;
  let seller: Actor;

  const listingInDb = (id: string | Types.ObjectId) =>
    t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const orderInDb = (id: string) => t.model<Order>('Order').findById(id).lean<OrderRecord>().exec();
  const attemptBooking = (who: Actor, carId: Types.ObjectId) =>
    t.http.post('/orders').set('Authorization', who.bearer).send(bookingBody(carId.toString()));
  /** An account registered `days` ago. */
  async function established(days: number): Promise<Actor> {
    const actor = await createActor(t, 'Buyer');
    await t.connection
      .collection('users')
      .updateOne(
        { _id: new Types.ObjectId(actor.userId) },
        { $set: { createdAt: new Date(Date.now() - days * 86_400_000) } },
      );
    return actor;
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { NEW_ACCOUNT_DAYS: '7', NEW_ACCOUNT_HOLDS_PER_SELLER: '2', NEW_ACCOUNTS_PER_IP_PER_DAY: '3' },
    });
    await createCategories(t);
    seller = await createActor(t, 'Seller');
  });
  afterAll(() => t.close());

  it("3 new accounts trying 5 bookings each hold at most 2 of the seller's 15 cars; established accounts still book", async () => {
    const cars = await Promise.all(Array.from({ length: 15 }, () => createListing(t, seller)));
    const farm = await Promise.all([1, 2, 3].map(() => createActor(t, 'Buyer')));
    const results = await Promise.all(
      farm.flatMap((account, i) => cars.slice(i * 5, i * 5 + 5).map((car) => attemptBooking(account, car._id))),
    );

    const booked = results.filter((r) => r.status === 201);
    expect(booked.length).toBeLessThanOrEqual(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused.length + booked.length).toBe(15);
    expect(refused[0].body.message).toBe(
      "New accounts already hold 2 unpaid bookings of this seller's cars, the most they may. Try again once one of them is paid or lapses.",
    );
    const bookedCars = new Set(booked.map((r) => r.body.carId as string));
    for (const car of cars)
      expect(await listingInDb(car._id)).toMatchObject({ isSold: bookedCars.has(car._id.toString()) });

    // An account older than NEW_ACCOUNT_DAYS is not limited by the cap; nor is a new one at another seller.
    const regular = await established(30);
    const free = cars.filter((car) => !bookedCars.has(car._id.toString()));
    for (const car of free.slice(0, 3)) await attemptBooking(regular, car._id).expect(201);
    await attemptBooking(farm[0], (await createListing(t, await createActor(t, 'Seller')))._id).expect(201);
  });

  it('the seller releases an unpaid hold on their car: it is for sale again and a later payment is refunded', async () => {
    const car = await createListing(t, seller);
    // Established: the farm above may have used this seller's new-account holds.
    const buyer = await established(30);
    const order = await book(t, buyer, car._id.toString());
    const { paymentIntentId } = await createIntent(t, buyer, order._id);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);

    const otherSeller = await createActor(t, 'Seller');
    await t.http.post(`/orders/${order._id}/release`).set('Authorization', otherSeller.bearer).expect(404);
    const res = await t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer).expect(200);
    expect(res.body).toMatchObject({ _id: order._id, carId: car._id.toString(), isPaid: false });
    expect(await orderInDb(order._id)).toMatchObject({ status: 'released' });
    expect(await listingInDb(car._id)).toMatchObject({ isSold: false });
    await t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer).expect(409);

    const gone = await t.http.get(`/payment/${order._id}`).set('Authorization', buyer.bearer).expect(410);
    expect(gone.body.message).toBe(
      'The seller released this booking before it was paid; the car is no longer held for you.',
    );
    const paid = await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: paymentIntentId })
      .expect(409);
    expect(paid.body.message).toBe(
      'The seller released this booking before it was paid; the payment was not applied. The payment has been refunded to your card.',
    );
    expect(await t.model('Refund').countDocuments({ transactionID: paymentIntentId })).toBe(1);
    expect(await listingInDb(car._id)).toMatchObject({ isSold: false, isPaid: false });
  });

  it('a paid booking cannot be released', async () => {
    const car = await createListing(t, seller);
    const buyer = await established(30);
    const order = await book(t, buyer, car._id.toString());
    const { paymentIntentId } = await createIntent(t, buyer, order._id);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
    await t.http
      .post('/payments')
      .set('Authorization', buyer.bearer)
      .send({ orderID: order._id, transactionID: paymentIntentId })
      .expect(201);
    const res = await t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer).expect(409);
    expect(res.body.message).toBe('This booking is paid; a paid booking cannot be released.');
    expect(await listingInDb(car._id)).toMatchObject({ isSold: true, isPaid: true });
  });

  it('one network registers at most 3 new accounts a day; existing accounts still sign in', async () => {
    // This file's actors above were written straight to the database, so none counted.
    const accounts = await Promise.all([1, 2, 3, 4].map(() => signUp()));
    const register = (token: string) => t.http.post('/users').set('Authorization', `Bearer ${token}`).send({});
    for (const account of accounts.slice(0, 3)) await register(account.token).expect(201);
    const refused = await register(accounts[3].token).expect(429);
    expect(refused.body.message).toBe(
      'No more than 3 new accounts may be registered from one network in a day; try again tomorrow.',
    );
    expect(await t.model('User').countDocuments({ uid: accounts[3].uid })).toBe(0);
    await register(accounts[0].token).expect(200);
  });
});
