// Reviews: only the buyer of a paid order reviews its seller, once (403 without a paid order,
// however called); the seller answers once; an admin removes one; the public seller page shows
// name, verified, member since, rating, reviews with answers and active listings.
import { Types } from 'mongoose';
import { book, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('reviews and the seller page', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let otherBuyer: Actor;
  let otherSeller: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UNPAID_BOOKINGS: '1000' } });
    await createCategories(t);
    [seller, buyer, otherBuyer, otherSeller, admin] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller', isVerified: true }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer'),
      createActor(t, 'Seller'),
      createActor(t, 'Admin'),
    ]);
  });
  afterAll(() => t.close());

  const as = (who: Actor) => ({
    get: (url: string) => t.http.get(url).set('Authorization', who.bearer),
    post: (url: string, body?: object) => t.http.post(url).set('Authorization', who.bearer).send(body),
    put: (url: string, body?: object) => t.http.put(url).set('Authorization', who.bearer).send(body),
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
  });
  /** An order of `who` for a new car of `of`, paid with the test card. */
  const paidOrder = async (who = buyer, of = seller) => {
    const order = await book(t, who, (await createListing(t, of))._id.toString());
    await payOrder(t, who, order._id);
    return order._id as string;
  };
  const sellerPage = async (id = seller.userId, query = '') =>
    (await t.http.get(`/sellers/${id}${query}`).expect(200)).body;

  it('the buyer of a paid order reviews its seller; the seller is notified; the seller page shows it', async () => {
    const orderId = await paidOrder();
    const res = await as(buyer)
      .post('/reviews', { orderId, rating: 4, text: 'Honest seller, car as described. <b>Recommended</b>' })
      .expect(201);
    expect(res.body).toMatchObject({
      rating: 4,
      buyerName: 'Bea',
      sellerId: seller.userId,
      text: 'Honest seller, car as described. <b>Recommended</b>',
    });
    expect(res.body).not.toHaveProperty('answer');
    expect(
      await t
        .model('Notification')
        .countDocuments({ recipient: new Types.ObjectId(seller.userId), kind: 'new-review' }),
    ).toBe(1);

    const page = await sellerPage();
    expect(page).toMatchObject({
      _id: seller.userId,
      name: 'Sam Seller',
      isVerified: true,
      rating: { average: 4, count: 1 },
      reviews: { total: 1, nextCursor: null },
    });
    expect(page.reviews.items[0]._id).toBe(res.body._id);
    expect(Date.parse(page.memberSince)).not.toBeNaN();
    expect(JSON.stringify(page)).not.toContain(seller.email);
  });

  it('refuses a second review of the same order with 409, changing nothing', async () => {
    const orderId = await paidOrder();
    await as(buyer).post('/reviews', { orderId, rating: 5 }).expect(201);
    const before = await snapshot(t);
    const again = await as(buyer).post('/reviews', { orderId, rating: 1, text: 'Changed my mind' }).expect(409);
    expect(again.body.message).toBe('You have already reviewed this order.');
    expect(await snapshot(t)).toBe(before);
  });

  it('403 without a paid order of the caller, however the call is made; nothing changes', async () => {
    const unpaid = await book(t, buyer, (await createListing(t, seller))._id.toString());
    const paid = await paidOrder();
    const before = await snapshot(t);
    const attempts: [Actor, string][] = [
      [buyer, unpaid._id], // not paid
      [otherBuyer, paid], // someone else's order
      [seller, paid], // the seller reviewing itself
      [admin, paid],
      [buyer, new Types.ObjectId().toString()], // no such order
    ];
    for (const [who, orderId] of attempts) {
      const res = await as(who).post('/reviews', { orderId, rating: 5, text: 'Great!' });
      expect({ who: who.role, status: res.status }).toEqual({ who: who.role, status: 403 });
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses ratings outside 1-5, non-whole ratings and oversize text with 400, changing nothing', async () => {
    const orderId = await paidOrder();
    const before = await snapshot(t);
    for (const body of [
      { orderId, rating: 0 },
      { orderId, rating: 6 },
      { orderId, rating: 4.5 },
      { orderId, rating: '5' },
      { orderId },
      { orderId, rating: 5, text: 'x'.repeat(1001) },
      { orderId: 'nope', rating: 5 },
      { orderId, rating: 5, seller: otherSeller.userId },
    ]) {
      const res = await as(buyer).post('/reviews', body);
      expect({ body: { ...body, text: undefined }, status: res.status }).toEqual({
        body: { ...body, text: undefined },
        status: 400,
      });
    }
    expect(await snapshot(t)).toBe(before);
    await as(buyer)
      .post('/reviews', { orderId, rating: 5, text: 'x'.repeat(1000) })
      .expect(201);
  });

  it('the reviewed seller answers once; nobody else answers', async () => {
    const orderId = await paidOrder();
    const { _id } = (await as(buyer).post('/reviews', { orderId, rating: 3, text: 'Late to the meeting.' }).expect(201))
      .body;
    const before = await snapshot(t);
    await as(otherSeller).put(`/reviews/${_id}/answer`, { text: 'Not mine' }).expect(403);
    await as(buyer).put(`/reviews/${_id}/answer`, { text: 'Answering myself' }).expect(403);
    await as(seller).put(`/reviews/${_id}/answer`, { text: '   ' }).expect(400);
    await as(seller)
      .put(`/reviews/${_id}/answer`, { text: 'x'.repeat(1001) })
      .expect(400);
    await as(seller).put(`/reviews/${new Types.ObjectId()}/answer`, { text: 'Who?' }).expect(404);
    expect(await snapshot(t)).toBe(before);

    expect((await as(seller).get('/reviews/unanswered').expect(200)).body.ids).toContain(_id);
    expect((await as(otherSeller).get('/reviews/unanswered').expect(200)).body.ids).not.toContain(_id);
    expect((await as(buyer).get('/reviews/unanswered').expect(200)).body.ids).toEqual([]);
    const answered = await as(seller).put(`/reviews/${_id}/answer`, { text: 'Sorry, traffic.' }).expect(200);
    expect(answered.body.answer).toMatchObject({ text: 'Sorry, traffic.' });
    await as(seller).put(`/reviews/${_id}/answer`, { text: 'Again' }).expect(409);
    expect((await as(seller).get('/reviews/unanswered').expect(200)).body.ids).not.toContain(_id);
    const shown = (await sellerPage(seller.userId, '?limit=100')).reviews.items.find(
      (r: { _id: string }) => r._id === _id,
    );
    expect(shown.answer.text).toBe('Sorry, traffic.');
  });

  it('averages the rating and pages the reviews newest first', async () => {
    const [a, b] = [await paidOrder(buyer, otherSeller), await paidOrder(otherBuyer, otherSeller)];
    await as(buyer).post('/reviews', { orderId: a, rating: 5 }).expect(201);
    const newest = (await as(otherBuyer).post('/reviews', { orderId: b, rating: 2 }).expect(201)).body;
    const first = await sellerPage(otherSeller.userId, '?limit=1');
    expect(first).toMatchObject({ rating: { average: 3.5, count: 2 }, activeListings: 0, reviews: { total: 2 } });
    expect(first.reviews.items.map((r: { _id: string }) => r._id)).toEqual([newest._id]);
    const second = await sellerPage(
      otherSeller.userId,
      `?limit=1&cursor=${encodeURIComponent(first.reviews.nextCursor)}`,
    );
    expect(second.reviews.items.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect(second.reviews.nextCursor).toBeNull();
  });

  it('an admin removes a review: gone from the pages and the rating; the order stays reviewed', async () => {
    const lonely = await createActor(t, 'Seller');
    await createListing(t, lonely);
    const orderId = await paidOrder(buyer, lonely);
    const { _id } = (await as(buyer).post('/reviews', { orderId, rating: 1, text: 'Spam spam spam' }).expect(201)).body;
    expect(
      (await as(admin).get('/reviews?limit=100').expect(200)).body.items.some((r: { _id: string }) => r._id === _id),
    ).toBe(true);
    const before = await snapshot(t);
    await as(seller).delete(`/reviews/${_id}`).expect(403);
    await as(buyer).delete(`/reviews/${_id}`).expect(403);
    expect(await snapshot(t)).toBe(before);

    await as(admin).delete(`/reviews/${_id}`).expect(204);
    await as(admin).delete(`/reviews/${_id}`).expect(204);
    await as(admin).delete(`/reviews/${new Types.ObjectId()}`).expect(404);
    expect(await sellerPage(lonely.userId)).toMatchObject({
      rating: { average: null, count: 0 },
      activeListings: 1,
      reviews: { items: [], total: 0 },
    });
    await as(buyer).post('/reviews', { orderId, rating: 5 }).expect(409);
  });

  it("the seller page shows the seller's cars for sale as cards, newest first, not the booked ones", async () => {
    const shop = await createActor(t, 'Seller');
    const older = await createListing(t, shop, { name: 'Camry' });
    const newer = await createListing(t, shop, { name: 'Corolla' });
    await createListing(t, shop, { name: 'Booked one', isSold: true });
    const page = await sellerPage(shop.userId);
    expect(page.activeListings).toBe(2);
    expect(page.listings.map((l: { _id: string; name: string }) => [l._id, l.name])).toEqual([
      [newer._id.toString(), 'Corolla'],
      [older._id.toString(), 'Camry'],
    ]);
    expect(JSON.stringify(page.listings)).not.toContain(shop.email); // cards, not the owner's view
  });

  it("GET /reviews/mine: the caller's own reviews with their orders, removed ones marked (My Orders)", async () => {
    const reviewer = await createActor(t, 'Buyer');
    const [kept, removed] = [await paidOrder(reviewer), await paidOrder(reviewer)];
    await paidOrder(reviewer); // paid, not reviewed: not listed
    await as(reviewer).post('/reviews', { orderId: kept, rating: 5 }).expect(201);
    const { _id } = (await as(reviewer).post('/reviews', { orderId: removed, rating: 1 }).expect(201)).body;
    await as(admin).delete(`/reviews/${_id}`).expect(204);
    const mine = (await as(reviewer).get('/reviews/mine').expect(200)).body;
    expect(
      mine.map((r: { orderId: string; rating: number; removed: boolean }) => [r.orderId, r.rating, r.removed]),
    ).toEqual([
      [removed, 1, true],
      [kept, 5, false],
    ]);
    expect(
      (await as(otherBuyer).get('/reviews/mine').expect(200)).body.some((r: { orderId: string }) => r.orderId === kept),
    ).toBe(false);
    await t.http.get('/reviews/mine').expect(401);
  });

  it('the seller page is public and only for sellers', async () => {
    await t.http.get(`/sellers/${buyer.userId}`).expect(404);
    await t.http.get(`/sellers/${new Types.ObjectId()}`).expect(404);
    await t.http.get('/sellers/nope').expect(400);
    await t.http.get(`/sellers/${seller.userId}?limit=0`).expect(400);
    await t.http.get(`/sellers/${seller.userId}`).set('Authorization', 'Bearer bad').expect(200);
  });

  it("the listing page's seller block carries the review count and average (one decimal; none without reviews)", async () => {
    const fresh = await createActor(t, 'Seller', { name: 'Fresh Seller' });
    const car = await createListing(t, fresh);
    const block = async () => (await t.http.get(`/listings/${car._id.toString()}`).expect(200)).body.seller;
    expect(await block()).toMatchObject({ reviewCount: 0 });
    expect(await block()).not.toHaveProperty('reviewAverage');

    for (const rating of [5, 4, 4]) {
      const orderId = await paidOrder(buyer, fresh);
      await as(buyer).post('/reviews', { orderId, rating }).expect(201);
    }
    expect(await block()).toMatchObject({ reviewCount: 3, reviewAverage: 4.3 });
    expect((await sellerPage(fresh.userId)).rating).toEqual({ average: 4.3, count: 3 }); // the same rule on the seller page
  });
});
