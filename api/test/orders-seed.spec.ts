// The orders seed extension through the real seed: the demo buyer holds the seeded booked car.
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import type { Order, OrderRecord } from '../src/orders/schemas/order.schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seed.data';
import { SeedService } from '../src/seed/seed.service';
import type { User, UserRecord } from '../src/users/schemas/user.schema';
import { signIn } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

describe('orders seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(SeedService).run({ catalogue: true });
  });
  afterAll(() => t.close());

  it("gives the demo buyer an unpaid, held order for the seed's booked car, with the car's details", async () => {
    const booked = await t.model<Listing>('Listing').find({ isSold: true }).lean<ListingRecord[]>();
    expect(booked).toHaveLength(1);
    const buyer = await t.model<User>('User').findOne({ email: DEMO_ACCOUNTS.buyer.email }).lean<UserRecord>();
    const orders = await t.model<Order>('Order').find().lean<OrderRecord[]>();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      buyer: buyer!._id,
      email: DEMO_ACCOUNTS.buyer.email,
      carId: booked[0]._id,
      seller: booked[0].seller,
      carName: booked[0].name,
      brand: booked[0].brand,
      price: booked[0].sale_price,
      status: 'active',
      isPaid: false,
    });
    expect(orders[0].expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("shows in the demo buyer's My Orders and the seller's My Buyers, and seeding again adds nothing", async () => {
    const buyerToken = await signIn(DEMO_ACCOUNTS.buyer.email, DEMO_PASSWORD);
    const mine = await t.http.get('/orders').set('Authorization', `Bearer ${buyerToken}`).expect(200);
    expect(mine.body).toHaveLength(1);
    const sellerToken = await signIn(DEMO_ACCOUNTS.seller.email, DEMO_PASSWORD);
    const buyers = await t.http.get('/my_buyers').set('Authorization', `Bearer ${sellerToken}`).expect(200);
    expect(buyers.body.map((o: { _id: string }) => o._id)).toEqual([mine.body[0]._id]);

    await t.app.get(SeedService).run({ catalogue: true });
    expect(await t.model('Order').countDocuments()).toBe(1);
  });
});
