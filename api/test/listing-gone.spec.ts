// GET /listings/:id as a crawler reads it: 404 for an id never seen, 410 Gone for a listing that
// left the market (deleted by any path, or sold elsewhere), 200 for a car sold on CarMarket.
import { book, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('a listing that left the market', () => {
  let t: TestApp;
  let seller: Actor;
  let admin: Actor;
  let buyer: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, admin, buyer] = await Promise.all([
      createActor(t, 'Seller', { isVerified: true }),
      createActor(t, 'Admin'),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  const page = (id: unknown) => t.http.get(`/listings/${String(id)}`);
  const as = (who: Actor) => ({
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
    post: (url: string) => t.http.post(url).set('Authorization', who.bearer),
  });

  it('answers 404 for an id never seen', async () => {
    const res = await page('5eed00000000000000009999').expect(404);
    expect(res.body.message).toBe('Listing not found');
  });

  it('answers 410 with a clear message once its seller deletes it, whoever asks (its seller too)', async () => {
    const car = await createListing(t, seller);
    await as(seller).delete(`/product_delete/${car._id}`).expect(200);
    const res = await page(car._id).expect(410);
    expect(res.body).toMatchObject({ statusCode: 410, message: 'This car was removed from CarMarket' });
    await t.http.get(`/listings/${car._id}`).set('Authorization', seller.bearer).expect(410);
  });

  it('answers 410 once an admin deletes it, or deletes its seller with their cars', async () => {
    const car = await createListing(t, seller);
    await as(admin).delete(`/product_delete/${car._id}`).expect(200);
    await page(car._id).expect(410);

    const doomed = await createActor(t, 'Seller');
    const cars = [await createListing(t, doomed), await createListing(t, doomed)];
    await as(admin).delete(`/seller/${doomed.userId}`).expect(200);
    for (const gone of cars) await page(gone._id).expect(410);
  });

  it('answers 410 once its seller closes their account', async () => {
    const closing = await createActor(t, 'Seller');
    const car = await createListing(t, closing);
    await as(closing).delete('/me').expect(200);
    await page(car._id).expect(410);
  });

  it('answers 410 while marked sold elsewhere and 200 again once relisted', async () => {
    const car = await createListing(t, seller);
    await as(seller).post(`/listings/${car._id}/sold-elsewhere`).expect(200);
    const res = await page(car._id).expect(410);
    expect(res.body.message).toBe('This car was sold elsewhere and is no longer listed');
    await as(seller).post(`/listings/${car._id}/relist`).expect(200);
    await page(car._id).expect(200);
  });

  it('stays 200 for a car paid through CarMarket, and says it is sold', async () => {
    const car = await createListing(t, seller);
    const order = await book(t, buyer, car._id.toString());
    await payOrder(t, buyer, order._id);
    const res = await page(car._id).expect(200);
    expect(res.body).toMatchObject({ _id: car._id.toString(), status: 'sold', isPaid: true });
  });

  it('never answers a stale 200 (or a 304) to a client holding the ETag of its page', async () => {
    const car = await createListing(t, seller);
    const before = await page(car._id).expect(200);
    const etag = before.headers.etag;
    await page(car._id).set('If-None-Match', etag).expect(304);
    await as(seller).delete(`/product_delete/${car._id}`).expect(200);
    const after = await page(car._id).set('If-None-Match', etag).expect(410);
    expect(after.headers.etag).toBeUndefined();
  });
});
