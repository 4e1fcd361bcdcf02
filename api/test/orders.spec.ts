// Booking a car: identity from the token, price from the listing, one booking per car even under
// concurrency, holds that lapse, the unpaid-bookings limit, and who sees whose orders.
import { Types } from 'mongoose';
import { BlocksService } from '../src/conversations/blocks.service';
import { CLOCK } from '../src/orders/clock';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { book, bookingBody, FakeClock, HOUR_MS } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('orders', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  let otherBuyer: Actor;
  let admin: Actor;

  const listingInDb = (id: string) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const ordersOfCar = (id: string) =>
    t
      .model<Order>('Order')
      .find({ carId: new Types.ObjectId(id) })
      .lean<OrderRecord[]>()
      .exec();

  beforeAll(async () => {
    t = await createTestApp({ override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    await createCategories(t);
    [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller', isVerified: true }),
      createActor(t, 'Seller', { name: 'Olga Otherseller' }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer', { name: 'Omar Otherbuyer' }),
      createActor(t, 'Admin', { name: 'Ada Admin' }),
    ]);
  });
  afterAll(() => t.close());

  describe('POST /orders', () => {
    it('books the car: buyer from the token, car and price from the listing, held for 48 hours', async () => {
      const car = await createListing(t, seller, { name: 'Model Y', brand: 'Tesla', sale_price: 41.5 });
      const res = await t.http
        .post('/orders')
        .set('Authorization', buyer.bearer)
        .send(bookingBody(car._id.toString()))
        .expect(201);

      expect(res.body).toMatchObject({
        name: 'Bea Buyer',
        email: buyer.email,
        carId: car._id.toString(),
        sellerName: 'Sam Seller',
        brand: 'Tesla',
        carName: 'Model Y',
        price: 41.5,
        phone: '512-555-0142',
        meetingLocation: 'Zilker Park main lot',
        isPaid: false,
      });
      expect(new Date(res.body.expiresAt).getTime()).toBe(clock.now().getTime() + 48 * HOUR_MS);
      expect((await listingInDb(car._id.toString()))!.isSold).toBe(true);
      expect(await ordersOfCar(car._id.toString())).toHaveLength(1);
    });

    it('refuses a car that is already booked with 409 and a clear message', async () => {
      const car = await createListing(t, seller);
      await book(t, buyer, car._id.toString());
      const res = await t.http
        .post('/orders')
        .set('Authorization', otherBuyer.bearer)
        .send(bookingBody(car._id.toString()))
        .expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This car has already been booked.' });
      expect(await ordersOfCar(car._id.toString())).toHaveLength(1);
    });

    it('gives exactly one order for 30 concurrent bookings of one car', async () => {
      const car = await createListing(t, seller);
      const buyers = await Promise.all([0, 1, 2].map(() => createActor(t, 'Buyer')));
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.http
            .post('/orders')
            .set('Authorization', buyers[i % 3].bearer)
            .send(bookingBody(car._id.toString())),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
      const orders = await ordersOfCar(car._id.toString());
      expect(orders).toHaveLength(1);
      expect((await listingInDb(car._id.toString()))!.isSold).toBe(true);
    });

    it("refuses the car's own seller (403) and changes nothing", async () => {
      const car = await createListing(t, seller);
      const before = await snapshot(t);
      const res = await t.http
        .post('/orders')
        .set('Authorization', seller.bearer)
        .send(bookingBody(car._id.toString()))
        .expect(403);
      expect(res.body.message).toBe('You cannot book your own car.');
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses a booking (403) when either party blocked the other, changing nothing; booking works again once lifted', async () => {
      const blocks = t.app.get(BlocksService);
      const blocker = await createActor(t, 'Buyer');
      for (const [by, of] of [
        [blocker.userId, seller.userId],
        [seller.userId, blocker.userId],
      ]) {
        const car = await createListing(t, seller);
        await blocks.block(by, of);
        const before = await snapshot(t);
        const res = await t.http
          .post('/orders')
          .set('Authorization', blocker.bearer)
          .send(bookingBody(car._id.toString()))
          .expect(403);
        expect(res.body.message).toBe('You cannot book from this seller');
        expect(await snapshot(t)).toBe(before);
        expect((await listingInDb(car._id.toString()))!.isSold).toBe(false);
        await blocks.unblock(by, of);
        await book(t, blocker, car._id.toString());
      }
    });

    it('lets another seller book a car like any buyer', async () => {
      const car = await createListing(t, seller);
      await book(t, otherSeller, car._id.toString());
    });

    it('answers 404 for a car that does not exist', async () => {
      const res = await t.http
        .post('/orders')
        .set('Authorization', buyer.bearer)
        .send(bookingBody(new Types.ObjectId().toString()))
        .expect(404);
      expect(res.body.message).toBe('Car not found');
    });

    describe('rejects bad input with 400, a message, and no change', () => {
      let carId: string;
      beforeAll(async () => {
        carId = (await createListing(t, seller))._id.toString();
      });

      const cases: [string, (id: string) => unknown, RegExp][] = [
        ['missing carId', (id) => ({ ...bookingBody(id), carId: undefined }), /carId/],
        ['missing phone', (id) => ({ ...bookingBody(id), phone: undefined }), /phone/],
        ['missing meetingLocation', (id) => ({ ...bookingBody(id), meetingLocation: undefined }), /meetingLocation/],
        [
          'blank meetingLocation',
          (id) => bookingBody(id, { meetingLocation: '   ' }),
          /meetingLocation should not be empty/,
        ],
        ['carId of the wrong type', () => bookingBody('x', { carId: 12345 }), /carId must be a string/],
        ['phone as an object', (id) => bookingBody(id, { phone: { number: '1' } }), /phone must be a string/],
        [
          'meetingLocation as an array',
          (id) => bookingBody(id, { meetingLocation: ['a'] }),
          /meetingLocation must be a string/,
        ],
        [
          'a phone that is not a phone number',
          (id) => bookingBody(id, { phone: 'call me' }),
          /phone must be a phone number/,
        ],
        ['a malformed carId', () => bookingBody('not-an-id'), /carId must be a listing id/],
        ['an operator as carId', () => bookingBody('x', { carId: { $gt: '' } }), /carId must be a string/],
        ['a client-sent price', (id) => bookingBody(id, { price: 1 }), /property price should not exist/],
        [
          'client-sent buyer identity',
          (id) => bookingBody(id, { name: 'Mallory', email: 'm@example.com' }),
          /property (name|email) should not exist/,
        ],
      ];

      it.each(cases)('%s', async (_label, body, message) => {
        const before = await snapshot(t);
        const ordersBefore = await t.model('Order').countDocuments();
        const res = await t.http
          .post('/orders')
          .set('Authorization', buyer.bearer)
          .send(body(carId) as object)
          .expect(400);
        expect([res.body.message].flat().join('; ')).toMatch(message);
        expect(await snapshot(t)).toBe(before);
        expect(await t.model('Order').countDocuments()).toBe(ordersBefore);
      });

      it('a 2 MB body (413)', async () => {
        const ordersBefore = await t.model('Order').countDocuments();
        const res = await t.http
          .post('/orders')
          .set('Authorization', buyer.bearer)
          .send(bookingBody(carId, { meetingLocation: 'x'.repeat(2 * 1024 * 1024) }))
          .expect(413);
        expect(res.body.statusCode).toBe(413);
        expect(await t.model('Order').countDocuments()).toBe(ordersBefore);
      });
    });
  });

  describe('booking holds', () => {
    it('an unpaid booking lapses after its hold: the car is free again and the order leaves My Orders', async () => {
      const holder = await createActor(t, 'Buyer');
      const car = await createListing(t, seller);
      const order = await book(t, holder, car._id.toString());

      clock.advance(47 * HOUR_MS);
      let mine = await t.http.get('/orders').set('Authorization', holder.bearer).expect(200);
      expect(mine.body.map((o: { _id: string }) => o._id)).toContain(order._id);
      expect((await listingInDb(car._id.toString()))!.isSold).toBe(true);

      clock.advance(HOUR_MS + 1000);
      mine = await t.http.get('/orders').set('Authorization', holder.bearer).expect(200);
      expect(mine.body.map((o: { _id: string }) => o._id)).not.toContain(order._id);
      expect((await listingInDb(car._id.toString()))!.isSold).toBe(false);
      const gone = await t.http.get(`/payment/${order._id}`).set('Authorization', holder.bearer).expect(410);
      // When, in words: never a machine timestamp.
      expect(gone.body.message).toMatch(/lapsed on [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC;/);
      expect(gone.body.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);

      // Someone else can book it now.
      await book(t, otherBuyer, car._id.toString());
    });

    it('a booking of a car whose hold ran out lapses the stale hold first and succeeds', async () => {
      const holder = await createActor(t, 'Buyer');
      const car = await createListing(t, seller);
      const stale = await book(t, holder, car._id.toString());
      clock.advance(49 * HOUR_MS);

      const fresh = await book(t, otherBuyer, car._id.toString());
      const orders = await ordersOfCar(car._id.toString());
      expect(orders.find((o) => o._id.toString() === stale._id)!.status).toBe('lapsed');
      expect(orders.find((o) => o._id.toString() === fresh._id)!.status).toBe('active');
    });
  });

  describe('unpaid bookings limit', () => {
    it('refuses a sixth unpaid booking with 409 and does not hold the car', async () => {
      const hoarder = await createActor(t, 'Buyer');
      const cars = await Promise.all(Array.from({ length: 6 }, () => createListing(t, seller)));
      for (const car of cars.slice(0, 5)) await book(t, hoarder, car._id.toString());

      const res = await t.http
        .post('/orders')
        .set('Authorization', hoarder.bearer)
        .send(bookingBody(cars[5]._id.toString()))
        .expect(409);
      expect(res.body.message).toBe(
        'You already hold 5 unpaid bookings. Pay for one, or let one lapse, before booking another car.',
      );
      expect((await listingInDb(cars[5]._id.toString()))!.isSold).toBe(false);
    });

    it('holds under concurrency: 8 simultaneous bookings of different cars leave at most 5, and every refused car free', async () => {
      const hoarder = await createActor(t, 'Buyer');
      const cars = await Promise.all(Array.from({ length: 8 }, () => createListing(t, seller)));
      const responses = await Promise.all(
        cars.map((car) =>
          t.http.post('/orders').set('Authorization', hoarder.bearer).send(bookingBody(car._id.toString())),
        ),
      );
      expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const held = await t
        .model<Order>('Order')
        .countDocuments({ buyer: new Types.ObjectId(hoarder.userId), status: 'active' });
      expect(held).toBeLessThanOrEqual(5);
      expect(held).toBe(responses.filter((r) => r.status === 201).length);
      const sold = await t
        .model<Listing>('Listing')
        .countDocuments({ _id: { $in: cars.map((c) => c._id) }, isSold: true });
      expect(sold).toBe(held);
    });

    it('frees a slot when a hold lapses', async () => {
      const hoarder = await createActor(t, 'Buyer');
      const cars = await Promise.all(Array.from({ length: 6 }, () => createListing(t, seller)));
      for (const car of cars.slice(0, 5)) await book(t, hoarder, car._id.toString());
      clock.advance(49 * HOUR_MS);
      await book(t, hoarder, cars[5]._id.toString());
    });
  });

  describe('GET /orders', () => {
    let mine: Actor;
    let orderId: string;
    beforeAll(async () => {
      mine = await createActor(t, 'Buyer');
      orderId = (await book(t, mine, (await createListing(t, seller))._id.toString()))._id;
    });

    it("returns the caller's orders with the booking contact", async () => {
      const res = await t.http
        .get(`/orders?email=${encodeURIComponent(mine.email.toUpperCase())}`)
        .set('Authorization', mine.bearer)
        .expect(200);
      expect(res.body).toEqual([expect.objectContaining({ _id: orderId, phone: '512-555-0142', isPaid: false })]);
      const implicit = await t.http.get('/orders').set('Authorization', mine.bearer).expect(200);
      expect(implicit.body).toEqual(res.body);
    });

    it("refuses someone else's orders (403), except to an admin", async () => {
      const res = await t.http
        .get(`/orders?email=${encodeURIComponent(mine.email)}`)
        .set('Authorization', otherBuyer.bearer)
        .expect(403);
      expect(res.body.message).toBe('You can only see your own orders.');
      await t.http
        .get(`/orders?email=${encodeURIComponent(mine.email)}`)
        .set('Authorization', seller.bearer)
        .expect(403);
      const asAdmin = await t.http
        .get(`/orders?email=${encodeURIComponent(mine.email)}`)
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(asAdmin.body.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    });

    it.each([
      ['an operator in the query', 'email[$ne]='],
      ['a repeated parameter', 'email=a@b.test&email=c@d.test'],
      ['a malformed e-mail', 'email=not-an-email'],
    ])('rejects %s with 400', async (_label, query) => {
      const res = await t.http.get(`/orders?${query}`).set('Authorization', mine.bearer).expect(400);
      expect(res.body.message).toBeDefined();
    });
  });

  describe('GET /payment/:id', () => {
    it("returns the caller's order, and 404 for another's, an unknown id, 400 for a malformed one", async () => {
      const car = await createListing(t, seller, { sale_price: 33 });
      const order = await book(t, buyer, car._id.toString());
      const res = await t.http.get(`/payment/${order._id}`).set('Authorization', buyer.bearer).expect(200);
      expect(res.body).toMatchObject({ _id: order._id, price: 33, isPaid: false });

      const foreign = await t.http.get(`/payment/${order._id}`).set('Authorization', otherBuyer.bearer).expect(404);
      expect(foreign.body.message).toBe('Order not found');
      await t.http.get(`/payment/${new Types.ObjectId().toString()}`).set('Authorization', buyer.bearer).expect(404);
      await t.http.get('/payment/abc').set('Authorization', buyer.bearer).expect(400);
    });
  });

  describe('GET /my_buyers', () => {
    it("lists the bookings of the seller's own cars, with the buyer's contact and meeting place", async () => {
      const mySeller = await createActor(t, 'Seller', { name: 'Mia Myseller' });
      const car = await createListing(t, mySeller, { name: 'EV6', brand: 'Kia', sale_price: 38 });
      await createListing(t, otherSeller).then((c) => book(t, otherBuyer, c._id.toString()));
      const order = await book(t, buyer, car._id.toString());

      const res = await t.http.get('/my_buyers').set('Authorization', mySeller.bearer).expect(200);
      expect(res.body).toEqual([
        {
          _id: order._id,
          buyerName: 'Bea Buyer',
          buyerEmail: buyer.email,
          phone: '512-555-0142',
          meetingLocation: 'Zilker Park main lot',
          carId: car._id.toString(),
          carName: 'EV6',
          brand: 'Kia',
          price: 38,
          isPaid: false,
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
          status: 'active',
        },
      ]);
    });

    it('is for sellers only', async () => {
      await t.http.get('/my_buyers').set('Authorization', buyer.bearer).expect(403);
      await t.http.get('/my_buyers').set('Authorization', admin.bearer).expect(403);
    });
  });
});
