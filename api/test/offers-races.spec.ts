// Offers under concurrency and crashes: two acceptances, or an acceptance and a booking at the list
// price, give one order; a crash inside an acceptance leaves both the booking and the accepted offer,
// or neither, once recovery ran; the expiry sweep runs once across two API processes.
import type { TestingModuleBuilder } from '@nestjs/testing';
import { Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { FaultPoints } from '../src/common/faults/fault-points';
import { OfferSweep } from '../src/offers/offer-sweep';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService, ORPHAN_HOLD_GRACE_MS } from '../src/orders/order-holds.service';
import { bookingBody, expectCommerceInvariants, FakeClock, HOUR_MS } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ROUNDS = 5;
const OFFERS = 10;

describe('offers under races, crashes and several processes', () => {
  const clock = new FakeClock();
  let a: TestApp;
  let b: TestApp;
  let seller: Actor;
  let buyers: Actor[];

  beforeAll(async () => {
    const options = {
      databaseName: `api_test_${randomUUID().slice(0, 8)}`,
      env: { MAX_UNPAID_BOOKINGS: '1000' },
      override: (m: TestingModuleBuilder) => m.overrideProvider(CLOCK).useValue(clock),
    };
    a = await createTestApp(options);
    b = await createTestApp(options);
    await createCategories(a);
    seller = await createActor(a, 'Seller');
    buyers = await Promise.all(Array.from({ length: 3 }, () => createActor(a, 'Buyer')));
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  const offer = (t: TestApp, who: Actor, carId: unknown, amount = 30) =>
    t.http
      .post(`/listings/${String(carId)}/offers`)
      .set('Authorization', who.bearer)
      .send({ amount, phone: '512-555-0142', meetingLocation: 'Zilker Park main lot' })
      .expect(201)
      .then((res) => res.body as { _id: string; conversationId: string });
  const accept = (t: TestApp, id: string) => t.http.post(`/offers/${id}/accept`).set('Authorization', seller.bearer);
  const ordersOf = (carId: Types.ObjectId) =>
    a.model('Order').find({ carId }).lean<{ price: number; offer?: Types.ObjectId }[]>();
  const statusOf = async (id: string) => (await a.model('Offer').findById(id).lean<{ status: string }>())!.status;

  it('gives one order when the seller accepts two buyers’ offers at once, on two processes', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createListing(a, seller);
      const [x, y] = await Promise.all([offer(a, buyers[0], car._id, 30), offer(b, buyers[1], car._id, 31)]);
      const answers = await Promise.all([accept(a, x._id), accept(b, y._id)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await ordersOf(car._id)).toHaveLength(1);
      const statuses = [await statusOf(x._id), await statusOf(y._id)].sort();
      expect(statuses).toEqual(['accepted', 'declined']);
    }
    await expectCommerceInvariants(a, clock.now());
  });

  it('gives one order when an acceptance races a booking at the list price', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const car = await createListing(a, seller);
      const made = await offer(a, buyers[0], car._id, 30);
      const [accepted, booked] = await Promise.all([
        accept(a, made._id),
        b.http
          .post('/orders')
          .set('Authorization', buyers[2].bearer)
          .send(bookingBody(String(car._id))),
      ]);
      expect([accepted.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
      expect([accepted.status, booked.status]).toContain(409);
      const orders = await ordersOf(car._id);
      expect(orders).toHaveLength(1);
      // The winner's price: the agreed amount for the acceptance, the asking price for the booking.
      expect(orders[0].price).toBe(accepted.status === 200 ? 30 : 40);
      expect(await statusOf(made._id)).toBe(accepted.status === 200 ? 'accepted' : 'declined');
    }
    await expectCommerceInvariants(a, clock.now());
  });

  it('books once when the same acceptance is sent twice at once', async () => {
    const car = await createListing(a, seller);
    const made = await offer(a, buyers[0], car._id, 30);
    const answers = await Promise.all([accept(a, made._id), accept(b, made._id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ordersOf(car._id)).toHaveLength(1);
  });

  describe('a crash inside an acceptance', () => {
    const restart = async () => {
      clock.advance(ORPHAN_HOLD_GRACE_MS + 60_000);
      await a.app.get(OrderHoldsService).sweepOnce();
      await a.app.get(OfferSweep).sweepOnce();
    };

    it('after the booking was written: recovery marks the offer accepted (both)', async () => {
      const car = await createListing(a, seller);
      const made = await offer(a, buyers[0], car._id, 32);
      const rival = await offer(a, buyers[1], car._id, 31);
      a.app.get(FaultPoints).arm('acceptance.after-booking');
      expect((await accept(a, made._id)).status).toBe(500);
      expect(a.app.get(FaultPoints).disarmAll()).toEqual([]);
      expect(await statusOf(made._id)).toBe('open');
      await restart();
      const orders = await ordersOf(car._id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ price: 32 });
      expect(orders[0].offer!.toString()).toBe(made._id);
      expect(await statusOf(made._id)).toBe('accepted');
      expect(await statusOf(rival._id)).toBe('declined');
      await expectCommerceInvariants(a, clock.now());
    });

    it('after the hold, before the booking: recovery frees the car and the offer stays open (neither)', async () => {
      const car = await createListing(a, seller);
      const made = await offer(a, buyers[0], car._id, 33);
      a.app.get(FaultPoints).arm('booking.after-hold');
      expect((await accept(a, made._id)).status).toBe(500);
      expect(a.app.get(FaultPoints).disarmAll()).toEqual([]);
      await restart();
      expect(await ordersOf(car._id)).toHaveLength(0);
      expect((await a.model('Listing').findById(car._id).lean<{ isSold: boolean }>())!.isSold).toBe(false);
      expect(await statusOf(made._id)).toBe('open');
      await expectCommerceInvariants(a, clock.now());
      // And the offer can still be accepted.
      expect((await accept(a, made._id)).status).toBe(200);
    });
  });

  it('expires each offer once when two processes sweep at the same moment, each party told once', async () => {
    const cars = await Promise.all(
      Array.from({ length: OFFERS }, () => createListing(a, seller, { name: 'Sweepable' })),
    );
    const made = [];
    for (const [i, car] of cars.entries()) made.push(await offer(i % 2 ? a : b, buyers[i % 3], car._id, 30));
    clock.advance(48 * HOUR_MS + 1000);
    const swept = await Promise.all([
      a.app.get(OfferSweep).sweepIfLeaseHolder(),
      b.app.get(OfferSweep).sweepIfLeaseHolder(),
    ]);
    expect(swept.filter(Boolean)).toHaveLength(1);
    const offers = await a
      .model('Offer')
      .find({ _id: { $in: made.map((m) => new Types.ObjectId(m._id)) } })
      .lean<{ status: string }[]>();
    expect(offers.map((o) => o.status)).toEqual(made.map(() => 'expired'));
    // The lazy expiry of both processes finds nothing left.
    await Promise.all([a.app.get(OfferSweep).sweepOnce(), b.app.get(OfferSweep).sweepOnce()]);
    const notices = await a
      .model('Notification')
      .find({ kind: 'offer-expired', title: /Sweepable/ })
      .lean<{ recipient: Types.ObjectId }[]>();
    expect(notices).toHaveLength(OFFERS * 2);
  });
});
