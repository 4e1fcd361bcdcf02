// The wish list: per account, idempotent saves and removals, public listing views only.
import { Types } from 'mongoose';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('wishlist', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let otherBuyer: Actor;

  const savedBy = (who: Actor) => t.model('WishlistItem').countDocuments({ user: new Types.ObjectId(who.userId) });
  const ids = (body: { _id: string }[]) => body.map((l) => l._id);

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer, otherBuyer] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller', isVerified: true }),
      createActor(t, 'Buyer'),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  it('saves cars, lists them most recently saved first as public listings, and removes them', async () => {
    const first = await createListing(t, seller, { name: 'Model 3' });
    const second = await createListing(t, seller, { name: 'Niro EV', brand: 'Kia', category_id: 2 });

    const empty = await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(empty.body).toEqual([]);

    await t.http.put(`/wishlist/${first._id}`).set('Authorization', buyer.bearer).expect(204);
    await t.http.put(`/wishlist/${second._id}`).set('Authorization', buyer.bearer).expect(204);
    const list = await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(ids(list.body)).toEqual([second._id.toString(), first._id.toString()]);
    expect(list.body[0]).toMatchObject({
      name: 'Niro EV',
      brand: 'Kia',
      sellerName: 'Sam Seller',
      isVerified: false,
      isSold: false,
    });
    expect(list.body[0]).not.toHaveProperty('phone');
    expect(list.body[0]).not.toHaveProperty('seller_email');

    await t.http.delete(`/wishlist/${second._id}`).set('Authorization', buyer.bearer).expect(204);
    const after = await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(ids(after.body)).toEqual([first._id.toString()]);
  });

  it('saving twice keeps one entry, also when the saves race; removing twice is fine', async () => {
    const saver = await createActor(t, 'Buyer');
    const car = await createListing(t, seller);
    await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.http.put(`/wishlist/${car._id}`).set('Authorization', saver.bearer).expect(204)),
    );
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', saver.bearer).expect(204);
    expect(await savedBy(saver)).toBe(1);
    await t.http.delete(`/wishlist/${car._id}`).set('Authorization', saver.bearer).expect(204);
    await t.http.delete(`/wishlist/${car._id}`).set('Authorization', saver.bearer).expect(204);
    expect(await savedBy(saver)).toBe(0);
  });

  it("is each account's own: another buyer neither sees nor removes it", async () => {
    const car = await createListing(t, seller);
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', buyer.bearer).expect(204);
    const theirs = await t.http.get('/wishlist').set('Authorization', otherBuyer.bearer).expect(200);
    expect(ids(theirs.body)).not.toContain(car._id.toString());
    await t.http.delete(`/wishlist/${car._id}`).set('Authorization', otherBuyer.bearer).expect(204);
    const mine = await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(ids(mine.body)).toContain(car._id.toString());
  });

  it('drops a saved car that has since been deleted from the list', async () => {
    const saver = await createActor(t, 'Buyer');
    const car = await createListing(t, seller);
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', saver.bearer).expect(204);
    await t.model('Listing').deleteOne({ _id: car._id });
    const list = await t.http.get('/wishlist').set('Authorization', saver.bearer).expect(200);
    expect(list.body).toEqual([]);
  });

  it('answers 404 for a car that does not exist and 400 for a malformed id, changing nothing', async () => {
    const before = await snapshot(t);
    const missing = await t.http
      .put(`/wishlist/${new Types.ObjectId().toString()}`)
      .set('Authorization', buyer.bearer)
      .expect(404);
    expect(missing.body.message).toBe('Car not found');
    for (const bad of ['abc', '%7B%22%24gt%22%3A%22%22%7D', '665f1c2a9b1e4a001234567Z']) {
      const res = await t.http.put(`/wishlist/${bad}`).set('Authorization', buyer.bearer).expect(400);
      expect(res.body.message).toMatch(/Invalid id/);
      await t.http.delete(`/wishlist/${bad}`).set('Authorization', buyer.bearer).expect(400);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('needs a signed-in account', async () => {
    const car = await createListing(t, seller);
    await t.http.get('/wishlist').expect(401);
    await t.http.put(`/wishlist/${car._id}`).expect(401);
  });
});
