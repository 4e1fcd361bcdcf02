import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, createListing, findUser, snapshot, type Actor } from './support/fixtures';
import { signIn } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

describe('admin', () => {
  let t: TestApp;
  let admin: Actor;
  const listingsOf = (seller: Actor) =>
    t.model<Listing>('Listing').find({ seller: seller.userId }).lean<ListingRecord[]>().exec();

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    admin = await createActor(t, 'Admin');
  });
  afterAll(() => t.close());

  it('GET /seller and GET /identity/Buyer list the active accounts of that role', async () => {
    const seller = await createActor(t, 'Seller', { name: 'Listed Seller' });
    const buyer = await createActor(t, 'Buyer', { name: 'Listed Buyer' });
    const sellers = await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
    expect(sellers.body).toContainEqual({
      _id: seller.userId,
      name: 'Listed Seller',
      email: seller.email,
      role: 'Seller',
      isVerified: false,
    });
    expect(sellers.body.every((u: { role: string }) => u.role === 'Seller')).toBe(true);
    const buyers = await t.http.get('/identity/Buyer').set('Authorization', admin.bearer).expect(200);
    expect(buyers.body).toContainEqual({
      _id: buyer.userId,
      name: 'Listed Buyer',
      email: buyer.email,
      role: 'Buyer',
      isVerified: false,
    });
    expect(buyers.body.every((u: { role: string }) => u.role === 'Buyer')).toBe(true);
  });

  describe('PUT /verify/:id', () => {
    it("verifies the seller and the seller's listings, one way, idempotently", async () => {
      const seller = await createActor(t, 'Seller');
      await createListing(t, seller);
      await createListing(t, seller);
      for (let i = 0; i < 2; i++) {
        const res = await t.http.put(`/verify/${seller.userId}`).set('Authorization', admin.bearer).expect(200);
        expect(res.body).toMatchObject({ _id: seller.userId, isVerified: true });
      }
      expect((await listingsOf(seller)).map((l) => l.isVerified)).toEqual([true, true]);
      // Listings posted afterwards carry the tick too.
      const res = await t.http
        .post('/add_product')
        .set('Authorization', seller.bearer)
        .send({
          name: 'After',
          brand: 'Kia',
          image: '/static/cars/suv-red.svg',
          category_id: 2,
          original_price: 10,
          sale_price: 9,
          used: 1,
          location: 'X',
          condition: 'good',
          desc: 'd',
          phone: '1',
        })
        .expect(201);
      expect(res.body.isVerified).toBe(true);
    });

    it('is 409 for a non-seller and 404 for an unknown id, changing nothing', async () => {
      const buyer = await createActor(t, 'Buyer');
      const before = await snapshot(t);
      const res = await t.http.put(`/verify/${buyer.userId}`).set('Authorization', admin.bearer).expect(409);
      expect(res.body.message).toBe('This account is a Buyer, not a Seller');
      await t.http.put('/verify/5eed00000000000000009999').set('Authorization', admin.bearer).expect(404);
      await t.http.put('/verify/not-an-id').set('Authorization', admin.bearer).expect(400);
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('PUT /make_seller/:id', () => {
    it('upgrades a buyer to seller; the new role applies to their next call', async () => {
      const buyer = await createActor(t, 'Buyer');
      await t.http.get('/my_products/x').set('Authorization', buyer.bearer).expect(403);
      const res = await t.http.put(`/make_seller/${buyer.userId}`).set('Authorization', admin.bearer).expect(200);
      expect(res.body).toMatchObject({ _id: buyer.userId, role: 'Seller' });
      await t.http.get('/my_products/x').set('Authorization', buyer.bearer).expect(200);
    });

    it.each(['User', 'Seller'] as const)('is 409 for a %s and changes nothing', async (role) => {
      const target = await createActor(t, role);
      const before = await snapshot(t);
      await t.http.put(`/make_seller/${target.userId}`).set('Authorization', admin.bearer).expect(409);
      expect(await snapshot(t)).toBe(before);
    });

    it('is not a GET', async () => {
      const buyer = await createActor(t, 'Buyer');
      await t.http.get(`/make_seller/${buyer.userId}`).set('Authorization', admin.bearer).expect(404);
      expect((await findUser(t, buyer.userId))!.role).toBe('Buyer');
    });
  });

  describe('DELETE /seller/:id', () => {
    it('removes the listings, disables sign-in and revokes the tokens the seller holds', async () => {
      const seller = await createActor(t, 'Seller');
      const other = await createActor(t, 'Seller');
      await createListing(t, seller);
      await createListing(t, seller);
      const kept = await createListing(t, other);
      await t.http.get('/my_products/me').set('Authorization', seller.bearer).expect(200);

      const res = await t.http.delete(`/seller/${seller.userId}`).set('Authorization', admin.bearer).expect(200);
      expect(res.body).toEqual({ deletedCount: 1, listingsDeleted: 2 });

      // Withdrawn for good (listing-withdrawal.spec.ts: hidden everywhere), their facts kept for price statistics.
      expect((await listingsOf(seller)).map((l) => l.withdrawn?.reason)).toEqual(['deleted', 'deleted']);
      expect((await listingsOf(other)).map((l) => l.withdrawn)).toEqual([undefined]);
      expect(kept).toBeDefined();
      expect((await findUser(t, seller.userId))!.disabled).toBe(true);
      // The token issued before the deletion no longer works, on checked and unchecked calls alike.
      await t.http.delete(`/product_delete/${kept._id}`).set('Authorization', seller.bearer).expect(401);
      await t.http.get('/my_products/me').set('Authorization', seller.bearer).expect(401);
      // And the account cannot sign in again.
      await expect(signIn(seller.email)).rejects.toThrow(/USER_DISABLED/);
      const sellers = await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
      expect(sellers.body.map((u: { _id: string }) => u._id)).not.toContain(seller.userId);
      await t.http.delete(`/seller/${seller.userId}`).set('Authorization', admin.bearer).expect(404);
    });

    it('is 409 for a buyer', async () => {
      const buyer = await createActor(t, 'Buyer');
      await t.http.delete(`/seller/${buyer.userId}`).set('Authorization', admin.bearer).expect(409);
      expect((await findUser(t, buyer.userId))!.disabled).toBe(false);
    });
  });

  describe('DELETE /buyer/:id', () => {
    it('disables the buyer and revokes their tokens', async () => {
      const buyer = await createActor(t, 'Buyer');
      await t.http.get('/category/1').set('Authorization', buyer.bearer).expect(200);
      await t.http.delete(`/buyer/${buyer.userId}`).set('Authorization', admin.bearer).expect(200);
      expect((await findUser(t, buyer.userId))!.disabled).toBe(true);
      await t.http.get('/category/1').set('Authorization', buyer.bearer).expect(401);
      await expect(signIn(buyer.email)).rejects.toThrow(/USER_DISABLED/);
    });

    it('is 409 for a seller', async () => {
      const seller = await createActor(t, 'Seller');
      await t.http.delete(`/buyer/${seller.userId}`).set('Authorization', admin.bearer).expect(409);
      expect((await findUser(t, seller.userId))!.disabled).toBe(false);
    });
  });

  it('never lets an admin delete or change their own account', async () => {
    const before = await snapshot(t);
    for (const [method, path] of [
      ['delete', 'seller'],
      ['delete', 'buyer'],
      ['put', 'make_seller'],
      ['put', 'verify'],
    ] as const) {
      const res = await t.http[method](`/${path}/${admin.userId}`).set('Authorization', admin.bearer).expect(409);
      expect(res.body.message).toBe('Admins cannot change or delete their own account');
    }
    expect(await snapshot(t)).toBe(before);
    await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
  });

  it('stops an admin whose own token was revoked', async () => {
    const other = await createActor(t, 'Admin');
    await t.http.get('/seller').set('Authorization', other.bearer).expect(200);
    const { FIREBASE_AUTH } = await import('../src/firebase/firebase.provider');
    const auth = t.app.get<ReturnType<typeof import('firebase-admin/auth').getAuth>>(FIREBASE_AUTH);
    // Revocation is recorded in whole seconds and only catches tokens from earlier seconds.
    await new Promise((r) => setTimeout(r, 1100));
    await auth.revokeRefreshTokens(other.uid);
    const res = await t.http.get('/seller').set('Authorization', other.bearer).expect(401);
    expect(res.body.message).toBe('This sign-in was revoked: sign in again');
  });
});
