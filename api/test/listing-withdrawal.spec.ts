// Soft deletion (listing-visibility.ts): a deleted listing is never shown again, anywhere a
// visitor, buyer or seller looks, but its document keeps its facts for price statistics and order
// history.
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { book } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;

describe('a deleted listing', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let admin: Actor;
  const stored = (id: unknown) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const get = (path: string, who: Actor = buyer) => t.http.get(path).set('Authorization', who.bearer).expect(200);
  const ids = (body: { _id: string }[]) => body.map((l) => l._id);
  const modelY = (fields: Partial<Listing> = {}) =>
    createListing(t, seller, {
      name: 'Model Y',
      model: 'Model Y',
      year: 2022,
      mileage: 30_000,
      fuel: 'electric',
      sale_price: 40,
      poste_date: new Date(Date.now() - DAY_MS),
      ...fields,
    });

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer, admin] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'Admin'),
    ]);
  });
  afterAll(() => t.close());

  it('disappears from lists, search, facets, counts, its page, wish lists, adverts and the seller counts', async () => {
    const kept = await modelY({ sale_price: 41 });
    const doomed = await modelY({ isAdvertised: true, isReported: true, fuel: 'hybrid' });
    await t.http.put(`/wishlist/${doomed._id}`).set('Authorization', buyer.bearer).expect(204);
    const before = {
      category: await get('/category/1?limit=100'),
      search: await get('/search?q=Model%20Y&limit=100'),
      facets: (await get('/category/1/facets')).body,
      page: (await t.http.get(`/listings/${kept._id}`).expect(200)).body,
      seller: (await t.http.get(`/sellers/${seller.userId}`).expect(200)).body,
    };
    expect(ids(before.category.body)).toContain(doomed._id.toString());
    expect(ids((await get('/wishlist')).body)).toEqual([doomed._id.toString()]);
    expect(ids((await t.http.get('/advertise').expect(200)).body)).toContain(doomed._id.toString());

    await t.http.delete(`/product_delete/${doomed._id}`).set('Authorization', seller.bearer).expect(200);

    const category = await get('/category/1?limit=100');
    expect(ids(category.body)).not.toContain(doomed._id.toString());
    expect(Number(category.headers['x-total-count'])).toBe(Number(before.category.headers['x-total-count']) - 1);
    const search = await get('/search?q=Model%20Y&limit=100');
    expect(ids(search.body)).toEqual([kept._id.toString()]);
    expect(Number(search.headers['x-total-count'])).toBe(1);
    const hybrid = (facets: { fuel: { value: string; count: number }[] }) =>
      facets.fuel.find((f) => f.value === 'hybrid')!.count;
    expect(hybrid((await get('/category/1/facets')).body)).toBe(hybrid(before.facets) - 1);
    expect(hybrid((await get('/search/facets?q=Model%20Y')).body)).toBe(0);
    await t.http.get(`/listings/${doomed._id}`).expect(410);
    await t.http.get(`/listings/${doomed._id}/price-analysis`).expect(404);
    expect((await get('/wishlist')).body).toEqual([]);
    await t.http.put(`/wishlist/${doomed._id}`).set('Authorization', buyer.bearer).expect(404);
    expect(ids((await t.http.get('/advertise').expect(200)).body)).not.toContain(doomed._id.toString());
    expect(ids((await get('/reported', admin)).body)).not.toContain(doomed._id.toString());
    expect(ids((await get('/my_products/me', seller)).body)).not.toContain(doomed._id.toString());
    expect((await t.http.get(`/listings/${kept._id}`).expect(200)).body.seller.activeListings).toBe(
      before.page.seller.activeListings - 1,
    );
    expect((await t.http.get(`/sellers/${seller.userId}`).expect(200)).body.activeListings).toBe(
      before.seller.activeListings - 1,
    );
    // Nothing more can be done to it.
    await t.http
      .post('/orders')
      .set('Authorization', buyer.bearer)
      .send({ carId: doomed._id, phone: '512-555-0142', meetingLocation: 'Zilker Park' })
      .expect(404);
    await t.http
      .put(`/listings/${doomed._id}`)
      .set('Authorization', seller.bearer)
      .send({ sale_price: 30 })
      .expect(404);
    await t.http.put(`/report/${doomed._id}`).set('Authorization', buyer.bearer).expect(404);
    await t.http.delete(`/product_delete/${doomed._id}`).set('Authorization', seller.bearer).expect(404);
  });

  it('keeps its facts for price statistics: it still counts as a comparable of other cars', async () => {
    const market = [38, 39, 40, 41, 42].map((price, i) => modelY({ sale_price: price, mileage: 20_000 + i * 5_000 }));
    const [first] = await Promise.all(market);
    const car = await modelY({ sale_price: 40, mileage: 31_000 });
    const points = async () =>
      (await t.http.get(`/listings/${car._id}/price-analysis`).expect(200)).body.points.map(
        (p: { listingId: string }) => p.listingId,
      );
    expect(await points()).toContain(first._id.toString());

    await t.http.delete(`/product_delete/${first._id}`).set('Authorization', admin.bearer).expect(200);

    expect(await stored(first._id)).toMatchObject({
      model: 'Model Y',
      year: 2022,
      sale_price: 38,
      withdrawn: { reason: 'deleted', at: expect.any(Date) },
    });
    expect(await points()).toContain(first._id.toString());
  });

  it('is marked withdrawn among the comparables (its page answers 410 Gone); cars still listed are not', async () => {
    const market = [37, 39, 41, 43, 45].map((price, i) => modelY({ sale_price: price, mileage: 22_000 + i * 4_000 }));
    const [gone, soldElsewhere, listed] = await Promise.all(market);
    const car = await modelY({ sale_price: 41, mileage: 29_000 });
    await t.http.delete(`/product_delete/${gone._id}`).set('Authorization', admin.bearer).expect(200);
    await t.http.post(`/listings/${soldElsewhere._id}/sold-elsewhere`).set('Authorization', seller.bearer).expect(200);

    const points = (await t.http.get(`/listings/${car._id}/price-analysis`).expect(200)).body.points as {
      listingId: string;
      withdrawn?: boolean;
    }[];
    const point = (id: unknown) => points.find((p) => p.listingId === String(id));
    expect(point(gone._id)).toMatchObject({ withdrawn: true });
    expect(point(soldElsewhere._id)).toMatchObject({ withdrawn: true });
    expect(point(listed._id)).not.toHaveProperty('withdrawn');
    await t.http.get(`/listings/${gone._id}`).expect(410);
    await t.http.get(`/listings/${listed._id}`).expect(200);
  });

  it('keeps the order history of a booked car', async () => {
    const car = await modelY({ sale_price: 44 });
    const order = await book(t, buyer, car._id.toString());
    await t.http.delete(`/product_delete/${car._id}`).set('Authorization', seller.bearer).expect(200);

    const orders = (await get('/orders')).body as { _id: string; carId: string; price: number }[];
    expect(orders.find((o) => o._id === order._id)).toMatchObject({ carId: car._id.toString(), price: 44 });
    expect(await stored(car._id)).toMatchObject({ sale_price: 44, withdrawn: { reason: 'deleted' } });
  });

  it("goes with every listing of a seller an admin deletes, and only that seller's", async () => {
    const doomedSeller = await createActor(t, 'Seller');
    const [a, b] = [await createListing(t, doomedSeller), await createListing(t, doomedSeller)];
    const other = await modelY();
    await t.http.delete(`/seller/${doomedSeller.userId}`).set('Authorization', admin.bearer).expect(200);
    for (const gone of [a, b]) {
      await t.http.get(`/listings/${gone._id}`).expect(410);
      expect(await stored(gone._id)).toMatchObject({ withdrawn: { reason: 'deleted' } });
    }
    expect((await stored(other._id))!.withdrawn).toBeUndefined();
  });
});
