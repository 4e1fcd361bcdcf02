// The booking lifecycle: the buyer cancels an unpaid booking, the car's seller declines one with
// a reason. The car is for sale again at once, the other side is told, both lists show how it
// ended, and a payment that arrives afterwards is refunded, never applied.
import { Types } from 'mongoose';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import type { NotificationRecord } from '../src/notifications/schemas/notification.schema';
import { book, confirmCard, createIntent, payOrder, TEST_CARDS } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('booking lifecycle', () => {
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  let rival: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, otherSeller, buyer, rival] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Seller'),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  const post = (who: Actor, url: string, body?: object) => t.http.post(url).set('Authorization', who.bearer).send(body);
  const get = (who: Actor, url: string) => t.http.get(url).set('Authorization', who.bearer);
  const carInDb = (id: Types.ObjectId) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const notices = (who: Actor, kind: string, car: string) =>
    t
      .model('Notification')
      .find({ recipient: new Types.ObjectId(who.userId), kind, title: new RegExp(car) })
      .lean<NotificationRecord[]>()
      .exec();
  const bookedCar = async (name: string) => {
    const car = await createListing(t, seller, { name });
    const order = await book(t, buyer, car._id.toString());
    return { car, orderId: order._id as string };
  };

  describe('POST /orders/:id/cancel', () => {
    it('the buyer cancels: the car is free at once, the seller is told, both lists show it cancelled', async () => {
      const { car, orderId } = await bookedCar('Cancelled One');
      const res = await post(buyer, `/orders/${orderId}/cancel`).expect(200);
      expect(res.body).toMatchObject({ _id: orderId, status: 'cancelled', isPaid: false });
      expect(res.body.expiresAt).toBeUndefined();
      expect((await carInDb(car._id))!.isSold).toBe(false);
      expect(await notices(seller, 'booking-cancelled', 'Cancelled One')).toEqual([
        expect.objectContaining({
          title: 'Bea cancelled the booking of your Tesla Cancelled One',
          link: '/dashboard/my_buyers',
        }),
      ]);

      const mine = (await get(buyer, '/orders').expect(200)).body.find((o: { _id: string }) => o._id === orderId);
      expect(mine).toMatchObject({ status: 'cancelled' });
      const theirs = (await get(seller, '/my_buyers').expect(200)).body.find((o: { _id: string }) => o._id === orderId);
      expect(theirs).toMatchObject({ status: 'cancelled' });
      expect((await get(buyer, `/payment/${orderId}`).expect(410)).body.message).toMatch(/cancelled/);

      await book(t, rival, car._id.toString()); // free for anyone
    });

    it('is 404 for anyone but the buyer, 409 once ended or paid, and changes nothing', async () => {
      const { orderId } = await bookedCar('Not Yours');
      for (const who of [seller, otherSeller, rival]) {
        const before = await snapshot(t);
        await post(who, `/orders/${orderId}/cancel`).expect(404);
        expect(await snapshot(t)).toBe(before);
      }
      await post(buyer, `/orders/${orderId}/cancel`).expect(200);
      const before = await snapshot(t);
      expect((await post(buyer, `/orders/${orderId}/cancel`).expect(409)).body.message).toBe(
        'This booking no longer holds the car.',
      );
      expect(await snapshot(t)).toBe(before);

      const paid = await bookedCar('Paid Already');
      await payOrder(t, buyer, paid.orderId);
      const beforePaid = await snapshot(t);
      expect((await post(buyer, `/orders/${paid.orderId}/cancel`).expect(409)).body.message).toBe(
        'This booking is paid; a paid booking cannot be cancelled.',
      );
      expect(await snapshot(t)).toBe(beforePaid);
      await post(buyer, '/orders/not-an-id/cancel').expect(400);
    });

    it('a payment confirmed before the cancel is refunded, not applied', async () => {
      const { car, orderId } = await bookedCar('Paid Late');
      const { paymentIntentId } = await createIntent(t, buyer, orderId);
      await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
      await post(buyer, `/orders/${orderId}/cancel`).expect(200);
      const res = await post(buyer, '/payments', { orderID: orderId, transactionID: paymentIntentId }).expect(409);
      expect(res.body.message).toBe(
        'This booking was cancelled before it was paid; the payment was not applied. The payment has been refunded to your card.',
      );
      expect(await t.model('Refund').countDocuments({ transactionID: paymentIntentId })).toBe(1);
      expect((await carInDb(car._id))!).toMatchObject({ isSold: false, isPaid: false });
    });
  });

  describe('POST /orders/:id/decline', () => {
    it('the seller declines with a reason: the car is free, the buyer is told why and sees it in My Orders', async () => {
      const { car, orderId } = await bookedCar('Declined One');
      const res = await post(seller, `/orders/${orderId}/decline`, {
        reason: '  The car needs a new clutch first.  ',
      }).expect(200);
      expect(res.body).toMatchObject({
        _id: orderId,
        status: 'declined',
        declineReason: 'The car needs a new clutch first.',
      });
      expect((await carInDb(car._id))!.isSold).toBe(false);
      expect(await notices(buyer, 'booking-declined', 'Declined One')).toEqual([
        expect.objectContaining({
          title: 'Sam Seller declined your booking of the Tesla Declined One',
          body: "The seller's reason: The car needs a new clutch first.",
          link: '/dashboard',
        }),
      ]);
      const mine = (await get(buyer, '/orders').expect(200)).body.find((o: { _id: string }) => o._id === orderId);
      expect(mine).toMatchObject({ status: 'declined', declineReason: 'The car needs a new clutch first.' });
    });

    it('refuses a missing, blank or oversize reason (400), anyone but the seller (404/403), an ended booking (409); nothing changes', async () => {
      const { orderId } = await bookedCar('Declined Badly');
      for (const body of [
        {},
        { reason: '' },
        { reason: '   ' },
        { reason: 'x'.repeat(501) },
        { reason: 5 },
        { reason: 'ok', extra: 1 },
      ]) {
        const before = await snapshot(t);
        await post(seller, `/orders/${orderId}/decline`, body).expect(400);
        expect(await snapshot(t)).toBe(before);
      }
      const before = await snapshot(t);
      await post(otherSeller, `/orders/${orderId}/decline`, { reason: 'Not mine' }).expect(404);
      await post(buyer, `/orders/${orderId}/decline`, { reason: 'Not a seller' }).expect(403);
      expect(await snapshot(t)).toBe(before);

      await post(seller, `/orders/${orderId}/decline`, { reason: 'x'.repeat(500) }).expect(200);
      await post(seller, `/orders/${orderId}/decline`, { reason: 'Again' }).expect(409);
      await post(buyer, `/orders/${orderId}/cancel`).expect(409);
    });
  });

  describe('sold elsewhere and relist', () => {
    const soldElsewhere = (who: Actor, id: string) => post(who, `/listings/${id}/sold-elsewhere`);
    const relist = (who: Actor, id: string) => post(who, `/listings/${id}/relist`);
    const inMyProducts = async (id: string) =>
      (await get(seller, '/my_products/me').expect(200)).body.find((l: { _id: string }) => l._id === id);

    it('hides the car from buyers, keeps it in My Products marked so, and relisting brings it back', async () => {
      const car = await createListing(t, seller, { name: 'Elsewhere One' });
      const id = car._id.toString();
      const res = await soldElsewhere(seller, id).expect(200);
      expect(res.body.soldElsewhereAt).toEqual(expect.any(String));
      await t.http.get(`/listings/${id}`).expect(410);
      const list = (await get(buyer, '/category/1?limit=100').expect(200)).body;
      expect(JSON.stringify(list)).not.toContain(id);
      expect(await inMyProducts(id)).toMatchObject({ soldElsewhereAt: res.body.soldElsewhereAt });
      await post(buyer, '/orders', { carId: id, phone: '512-555-0142', meetingLocation: 'Zilker Park' }).expect(404);

      const back = await relist(seller, id).expect(200);
      expect(back.body.soldElsewhereAt).toBeUndefined();
      await t.http.get(`/listings/${id}`).expect(200);
      expect((await inMyProducts(id)).soldElsewhereAt).toBeUndefined();
      await book(t, buyer, id);
    });

    it('is refused while a booking holds the car (decline it first), and to anyone but the owner; nothing changes', async () => {
      const { car, orderId } = await bookedCar('Elsewhere Booked');
      const id = car._id.toString();
      let before = await snapshot(t);
      expect((await soldElsewhere(seller, id).expect(409)).body.message).toBe(
        'A booking holds this car: decline the booking first',
      );
      await relist(seller, id).expect(409);
      await soldElsewhere(otherSeller, id).expect(403);
      await soldElsewhere(buyer, id).expect(403);
      await soldElsewhere(seller, '5eed00000000000000009999').expect(404);
      await soldElsewhere(seller, 'nope').expect(400);
      expect(await snapshot(t)).toBe(before);

      await post(seller, `/orders/${orderId}/decline`, { reason: 'Sold it at the garage' }).expect(200);
      await soldElsewhere(seller, id).expect(200);
      before = await snapshot(t);
      expect((await soldElsewhere(seller, id).expect(409)).body.message).toBe(
        'This car is already marked sold elsewhere',
      );
      await relist(otherSeller, id).expect(403);
      expect(await snapshot(t)).toBe(before);
    });
  });
});
