// Events through the changed document's outbox. A booking's steps tell its two parties through
// the order: car booked (seller; the buyer's confirmation), paid (buyer and seller), hold lapsed (both); a verification
// tells the seller through the user document, a report every admin through the report. Each
// notification is written in the same update as the change; a crash after the change loses none,
// and a retry or redelivery doubles none.
import { Types } from 'mongoose';
import { formatDateTime } from '../src/common/format/reader-words';
import { FaultPoints } from '../src/common/faults/fault-points';
import { OutboxDispatcher } from '../src/notifications/outbox-dispatcher';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService } from '../src/orders/order-holds.service';
import type { NotificationRecord } from '../src/notifications/schemas/notification.schema';
import {
  book,
  confirmCard,
  createIntent,
  deliverWebhook,
  FakeClock,
  HOUR_MS,
  payOrder,
  succeededEvent,
  TEST_CARDS,
} from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_order_events';
/** A machine timestamp, as people must never read one ('2026-11-29T21:58:36.845Z'). */
const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe('order events', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let faults: FaultPoints;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer', { name: 'Dana Buyer' })]);
    faults = t.app.get(FaultPoints);
  });
  afterAll(() => t.close());
  afterEach(() => faults.disarmAll());

  /** The notifications of one order's steps to `who` (by the order's car in the link or title). */
  const notices = (who: Actor, kind: string) =>
    t
      .model('Notification')
      .find({ recipient: new Types.ObjectId(who.userId), kind })
      .sort({ createdAt: 1, _id: 1 })
      .lean<NotificationRecord[]>()
      .exec();
  const pendingOutbox = (orderId: string) =>
    t
      .model('Order')
      .findById(orderId)
      .lean<{ outbox?: unknown[] }>()
      .then((o) => o?.outbox?.length ?? 0);
  const car = (name: string) => createListing(t, seller, { name, brand: 'Volvo' });

  it('booking tells the seller; paying tells the buyer and the seller; each once', async () => {
    const listing = await car('XC40 paid');
    const order = await book(t, buyer, listing._id.toString());

    const booked = (await notices(seller, 'car-booked')).filter((n) => n.title.includes('XC40 paid'));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      title: 'Dana booked your Volvo XC40 paid',
      link: '/dashboard/my_buyers',
      read: false,
    });
    expect(await pendingOutbox(order._id)).toBe(0);

    await payOrder(t, buyer, order._id);
    expect((await notices(buyer, 'order-paid')).filter((n) => n.title.includes('XC40 paid'))).toEqual([
      expect.objectContaining({ title: 'Your order of the Volvo XC40 paid is paid', link: '/dashboard' }),
    ]);
    expect((await notices(seller, 'booking-paid')).filter((n) => n.title.includes('XC40 paid'))).toHaveLength(1);
    // Nobody else hears of it.
    expect((await notices(buyer, 'car-booked')).length + (await notices(seller, 'order-paid')).length).toBe(0);
  });

  it('booking tells the seller when the hold ends in words, never a raw timestamp', async () => {
    const listing = await car('XC40 held');
    const order = await book(t, buyer, listing._id.toString());
    const [booked] = (await notices(seller, 'car-booked')).filter((n) => n.title.includes('XC40 held'));
    expect(booked.body).toContain(`held until ${formatDateTime(order.expiresAt)} unless paid`);
    expect(booked.body).not.toMatch(ISO_MOMENT);
  });

  it('booking confirms to the buyer: the car, the price in dollars, the hold, the seller and how to reach them, the meeting place', async () => {
    const listing = await createListing(t, seller, { name: 'XC40 confirmed', brand: 'Volvo', sale_price: 28.5 });
    const order = await book(t, buyer, listing._id.toString());
    const confirmed = (await notices(buyer, 'booking-confirmed')).filter((n) => n.title.includes('XC40 confirmed'));
    expect(confirmed).toEqual([
      expect.objectContaining({ title: 'You booked the Volvo XC40 confirmed', link: '/dashboard', read: false }),
    ]);
    const { body } = confirmed[0];
    expect(body).toContain('$28,500'); // the listing's 28.5 k$
    expect(body).toContain(`until ${formatDateTime(order.expiresAt)}`);
    expect(body).toContain(`Seller: ${seller.name}, 512-555-0100, ${seller.email}.`);
    expect(body).toContain('Meeting place: Zilker Park main lot.');
    expect(body).not.toMatch(ISO_MOMENT);
    expect((await notices(seller, 'booking-confirmed')).length).toBe(0);
  });

  it('the paid notice is a receipt: amount in dollars, a reference, the car, the seller and how to reach them, the meeting place', async () => {
    const listing = await createListing(t, seller, { name: 'XC40 receipt', brand: 'Volvo', sale_price: 28.5 });
    const order = await book(t, buyer, listing._id.toString());
    await payOrder(t, buyer, order._id);
    const paidOrder = await t.model('Order').findById(order._id).lean<{ transactionID: string; paidAt: Date }>();
    const [receipt] = (await notices(buyer, 'order-paid')).filter((n) => n.title.includes('XC40 receipt'));
    expect(receipt.body).toContain('We received $28,500.00');
    expect(receipt.body).toContain(`Reference: ${paidOrder!.transactionID}.`);
    expect(receipt.body).toContain(`Seller: ${seller.name}, 512-555-0100, ${seller.email}.`);
    expect(receipt.body).toContain('Meeting place: Zilker Park main lot.');
    expect(receipt.body).toContain(`Paid ${formatDateTime(paidOrder!.paidAt)}`);
    expect(receipt.body).not.toMatch(ISO_MOMENT);
  });

  it('a lapsed hold tells both sides, once however often the sweep runs', async () => {
    const listing = await car('XC60 lapsed');
    const order = await book(t, buyer, listing._id.toString());
    clock.advance(49 * HOUR_MS);
    const holds = t.app.get(OrderHoldsService);
    await holds.sweepOnce();
    await holds.sweepOnce();
    for (const who of [buyer, seller]) {
      expect((await notices(who, 'hold-lapsed')).filter((n) => n.title.includes('XC60 lapsed'))).toHaveLength(1);
    }
    const [toBuyer] = (await notices(buyer, 'hold-lapsed')).filter((n) => n.title.includes('XC60 lapsed'));
    expect(toBuyer.link).toBe(`/listing/${listing._id.toString()}`);
    expect(await pendingOutbox(order._id)).toBe(0);
  });

  it('the seller releasing an unpaid hold tells the buyer, once however often the seller retries', async () => {
    const listing = await car('XC70 released');
    const order = await book(t, buyer, listing._id.toString());
    const release = () => t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer);
    await release().expect(200);
    await release().expect(409);
    await t.app.get(OutboxDispatcher).sweep();
    expect((await notices(buyer, 'booking-declined')).filter((n) => n.title.includes('XC70 released'))).toEqual([
      expect.objectContaining({
        title: `${listing.sellerName} released your booking of the Volvo XC70 released`,
        body: 'The seller ended the booking before it was paid; the car is no longer held for you.',
        link: `/listing/${listing._id.toString()}`,
        read: false,
      }),
    ]);
    expect((await notices(seller, 'booking-declined')).length).toBe(0); // the seller did it: nobody tells them
    expect(await pendingOutbox(order._id)).toBe(0);
  });

  describe('fault injection', () => {
    it('a crash after the booking is stored: the booking keeps its notification and the restart sends it, once', async () => {
      const listing = await car('XC90 crash');
      faults.arm('outbox.before-dispatch');
      const res = await t.http
        .post('/orders')
        .set('Authorization', buyer.bearer)
        .send({ carId: listing._id.toString(), phone: '512-555-0142', meetingLocation: 'Zilker Park' });
      expect(res.status).toBe(500);
      const [stored] = await t
        .model('Order')
        .find({ carId: listing._id })
        .lean<{ _id: Types.ObjectId; outbox: { kind: string }[] }[]>();
      expect(stored.outbox.map((e) => e.kind)).toEqual(['car-booked', 'booking-confirmed']); // the change and its events, together
      const ofThisCar = async () =>
        (await notices(seller, 'car-booked')).filter((n) => n.title.includes('XC90 crash')).length;
      expect(await ofThisCar()).toBe(0);

      const dispatcher = t.app.get(OutboxDispatcher);
      await dispatcher.sweep(); // what a restarted process runs first
      await dispatcher.sweep();
      expect(await ofThisCar()).toBe(1);
      expect(await pendingOutbox(stored._id.toString())).toBe(0);
    });

    it('a crash after the payment is stored, then the webhook redelivery and the browser retry: paid once, told once', async () => {
      const listing = await car('EX30 crash');
      const order = await book(t, buyer, listing._id.toString());
      const { paymentIntentId } = await createIntent(t, buyer, order._id);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      const event = await succeededEvent(t, paymentIntentId, WEBHOOK_SECRET);

      faults.arm('outbox.before-dispatch');
      expect((await deliverWebhook(t, event)).status).toBe(500);
      expect(await pendingOutbox(order._id)).toBe(2); // paid, with both notifications waiting
      const told = async () =>
        [...(await notices(buyer, 'order-paid')), ...(await notices(seller, 'booking-paid'))].filter((n) =>
          n.title.includes('EX30 crash'),
        ).length;
      expect(await told()).toBe(0);

      expect((await deliverWebhook(t, event)).status).toBe(200); // the processor redelivers: it finishes the dispatch
      expect(await told()).toBe(2);
      // The browser's record of the same payment (already recorded) and a sweep add nothing.
      await t.http
        .post('/payments')
        .set('Authorization', buyer.bearer)
        .send({ orderID: order._id, transactionID: paymentIntentId })
        .expect(200);
      await t.app.get(OutboxDispatcher).sweep();
      expect(await told()).toBe(2);
      expect(await pendingOutbox(order._id)).toBe(0);
    });

    it('a crash after a release is stored: the restart tells the buyer, once', async () => {
      const listing = await car('S60 released');
      const order = await book(t, buyer, listing._id.toString());
      faults.arm('outbox.before-dispatch');
      await t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer).expect(500);
      const stored = await t.model('Order').findById(order._id).lean<{ status: string; outbox: { kind: string }[] }>();
      expect(stored).toMatchObject({
        status: 'released',
        outbox: [expect.objectContaining({ kind: 'booking-declined' })],
      }); // the change and its event, together
      const told = async () =>
        (await notices(buyer, 'booking-declined')).filter((n) => n.title.includes('S60 released')).length;
      expect(await told()).toBe(0);
      await t.app.get(OutboxDispatcher).sweep();
      await t.http.post(`/orders/${order._id}/release`).set('Authorization', seller.bearer).expect(409);
      await t.app.get(OutboxDispatcher).sweep();
      expect(await told()).toBe(1);
    });

    it('a crash in the dispatch after the notifications are written: the retry does not double them', async () => {
      const listing = await car('C40 crash');
      faults.arm('outbox.after-deliver');
      const res = await t.http
        .post('/orders')
        .set('Authorization', buyer.bearer)
        .send({ carId: listing._id.toString(), phone: '512-555-0142', meetingLocation: 'Zilker Park' });
      expect(res.status).toBe(500);
      const ofThisCar = async () =>
        (await notices(seller, 'car-booked')).filter((n) => n.title.includes('C40 crash')).length;
      expect(await ofThisCar()).toBe(1);
      await t.app.get(OutboxDispatcher).sweep();
      expect(await ofThisCar()).toBe(1);
    });
  });

  describe('account and report events', () => {
    let admins: Actor[];
    beforeAll(async () => {
      admins = await Promise.all([createActor(t, 'Admin'), createActor(t, 'Admin')]);
    });

    it('verifying a seller tells the seller, once however often the admin verifies', async () => {
      const newSeller = await createActor(t, 'Seller');
      await t.http.put(`/verify/${newSeller.userId}`).set('Authorization', admins[0].bearer).expect(200);
      await t.http.put(`/verify/${newSeller.userId}`).set('Authorization', admins[1].bearer).expect(200);
      expect(await notices(newSeller, 'seller-verified')).toEqual([
        expect.objectContaining({ title: 'Your seller account is verified', link: '/dashboard/products' }),
      ]);
    });

    it('a report tells every admin; reporting it again tells nobody again', async () => {
      const listing = await car('V90 reported');
      await t.http.put(`/report/${listing._id.toString()}`).set('Authorization', buyer.bearer).expect(200);
      await t.http.put(`/report/${listing._id.toString()}`).set('Authorization', buyer.bearer).expect(200);
      for (const admin of admins) {
        expect((await notices(admin, 'listing-reported')).filter((n) => n.title.includes('V90 reported'))).toEqual([
          expect.objectContaining({
            title: 'A listing was reported: Volvo V90 reported',
            link: '/dashboard/all_reports',
          }),
        ]);
      }
      expect((await notices(seller, 'listing-reported')).length).toBe(0);
    });

    it('a crash after the verification is stored: the restart tells the seller', async () => {
      const newSeller = await createActor(t, 'Seller');
      faults.arm('outbox.before-dispatch');
      await t.http.put(`/verify/${newSeller.userId}`).set('Authorization', admins[0].bearer).expect(500);
      expect(await t.model('User').findById(newSeller.userId).lean()).toMatchObject({
        isVerified: true,
        outbox: [expect.objectContaining({ kind: 'seller-verified' })],
      });
      expect(await notices(newSeller, 'seller-verified')).toHaveLength(0);
      await t.app.get(OutboxDispatcher).sweep();
      await t.app.get(OutboxDispatcher).sweep();
      expect(await notices(newSeller, 'seller-verified')).toHaveLength(1);
    });
  });
});
