// Every listing view on the wire says a listing's state in one word (`status`) beside the flags
// isSold/isPaid it has always sent, and says the same word for the same listing wherever it is shown.
import { Types } from 'mongoose';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Row = { _id: string; status?: string; isSold?: boolean; isPaid?: boolean };

describe('listing status on every listing view', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let admin: Actor;
  const ids: Record<'available' | 'booked' | 'sold' | 'withdrawn', string> = {} as never;

  const statuses = (rows: Row[]) =>
    Object.fromEntries(rows.filter((r) => Object.values(ids).includes(r._id)).map((r) => [r._id, r.status]));

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer, admin] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'Admin'),
    ]);
    const shown = { isReported: true };
    ids.available = (await createListing(t, seller, shown))._id.toString();
    ids.booked = (await createListing(t, seller, { ...shown, isSold: true, heldAt: new Date() }))._id.toString();
    ids.sold = (await createListing(t, seller, { ...shown, isSold: true, isPaid: true }))._id.toString();
    ids.withdrawn = (
      await createListing(t, seller, { withdrawn: { at: new Date(), reason: 'sold-elsewhere' } })
    )._id.toString();
    for (const id of [ids.available, ids.booked, ids.sold]) {
      await t.http.put(`/wishlist/${id}`).set('Authorization', buyer.bearer).expect(204);
    }
  });
  afterAll(() => t.close());

  const onMarket = () => ({ [ids.available]: 'available', [ids.booked]: 'booked', [ids.sold]: 'sold' });

  it('cards in a category and in search', async () => {
    const category = await t.http.get('/category/1').set('Authorization', buyer.bearer).expect(200);
    expect(statuses(category.body)).toEqual(onMarket());
    const search = await t.http.get('/search').set('Authorization', buyer.bearer).expect(200);
    expect(statuses(search.body)).toEqual(onMarket());
  });

  it('the listing page', async () => {
    for (const [status, id] of Object.entries(ids).filter(([status]) => status !== 'withdrawn')) {
      const { body } = await t.http.get(`/listings/${id}`).expect(200);
      expect(body.status).toBe(status);
    }
  });

  it("the seller's My Products, a car sold elsewhere included", async () => {
    const { body } = await t.http.get('/my_products/me').set('Authorization', seller.bearer).expect(200);
    expect(statuses(body)).toEqual({ ...onMarket(), [ids.withdrawn]: 'withdrawn' });
  });

  it("the buyer's wish list", async () => {
    const { body } = await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(statuses(body)).toEqual(onMarket());
  });

  it("the admins' reported list", async () => {
    const { body } = await t.http.get('/reported').set('Authorization', admin.bearer).expect(200);
    expect(statuses(body)).toEqual(onMarket());
  });

  it('keeps the isSold and isPaid flags beside it', async () => {
    const { body } = await t.http.get(`/listings/${ids.booked}`).expect(200);
    expect(body).toMatchObject({ isSold: true, isPaid: false, status: 'booked' });
    expect(new Types.ObjectId(body._id).toString()).toBe(ids.booked);
  });
});
