// Booking and payment calls are rate limited per account; the hold sweep frees cars that
// nobody's reads touched. Own app: low limits, a controllable clock.
import { Types } from 'mongoose';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService } from '../src/orders/order-holds.service';
import { book, bookingBody, FakeClock, HOUR_MS } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('booking and payment limits', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_BOOKING_PER_MINUTE: '3',
        RATE_LIMIT_PAYMENT_PER_MINUTE: '2',
        RATE_LIMIT_LISTING_EDIT_PER_MINUTE: '3',
      },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await createCategories(t);
    seller = await createActor(t, 'Seller');
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an account exceeds the booking limit, booking nothing', async () => {
    const buyer = await createActor(t, 'Buyer');
    const cars = await Promise.all([1, 2, 3, 4].map(() => createListing(t, seller)));
    for (const car of cars.slice(0, 3)) await book(t, buyer, car._id.toString());
    const res = await t.http
      .post('/orders')
      .set('Authorization', buyer.bearer)
      .send(bookingBody(cars[3]._id.toString()))
      .expect(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.model<Listing>('Listing').findById(cars[3]._id).lean<ListingRecord>()).toMatchObject({
      isSold: false,
    });

    // Counted per account: another buyer is not affected.
    await book(t, await createActor(t, 'Buyer'), cars[3]._id.toString());
  });

  it('limits the payment calls too', async () => {
    const buyer = await createActor(t, 'Buyer');
    const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
    const attempt = () =>
      t.http.post('/create-payment-intent').set('Authorization', buyer.bearer).send({ orderId: order._id });
    await attempt().expect(200);
    await attempt().expect(200);
    await attempt().expect(429);
  });

  it("limits a seller's listing edits (all their cars together): 429 with a message and Retry-After, nothing changed", async () => {
    const editor = await createActor(t, 'Seller');
    const [first, second] = await Promise.all([createListing(t, editor), createListing(t, editor)]);
    const edit = (id: unknown, desc: string) =>
      t.http.put(`/listings/${id}`).set('Authorization', editor.bearer).send({ desc });
    await edit(first._id, 'One.').expect(200);
    await edit(first._id, 'Two.').expect(200);
    await edit(second._id, 'Three.').expect(200);
    const refused = await edit(second._id, 'Four.').expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/at most 3 listing edits a minute/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.model<Listing>('Listing').findById(second._id).lean<ListingRecord>()).toMatchObject({
      desc: 'Three.',
    });
    // Another seller edits on.
    await t.http
      .put(`/listings/${(await createListing(t, seller))._id}`)
      .set('Authorization', seller.bearer)
      .send({ desc: 'Mine.' })
      .expect(200);
  });

  it('the periodic sweep lapses expired holds that no read has touched, freeing the cars for listing pages', async () => {
    const buyer = await createActor(t, 'Buyer');
    const car = await createListing(t, seller);
    const order = await book(t, buyer, car._id.toString());
    clock.advance(48 * HOUR_MS + 1);

    await t.app.get(OrderHoldsService).lapseExpired({}); // what the sweep runs every minute
    expect(await t.model<Listing>('Listing').findById(car._id).lean<ListingRecord>()).toMatchObject({ isSold: false });
    expect(await t.model('Order').findById(new Types.ObjectId(order._id)).lean()).toMatchObject({ status: 'lapsed' });
  });
});
