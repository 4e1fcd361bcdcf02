// The public seller page reaches every car: its first cards, then GET /sellers/:id/listings page by
// page (Link rel="next", X-Total-Count) from the page's listingsCursor; its reviews page by page too.
import { Types } from 'mongoose';
import { book } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('the seller page: every car and every review, a page at a time', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  const forSale: string[] = []; // newest first

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UNPAID_BOOKINGS: '1000' } });
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller', { name: 'Sam Many' }), createActor(t, 'Buyer')]);
    for (let i = 1; i <= 30; i++)
      forSale.unshift((await createListing(t, seller, { name: `Car ${i}` }))._id.toString());
    // A booked car is not for sale: neither counted nor listed.
    await book(t, buyer, (await createListing(t, seller, { name: 'Booked car' }))._id.toString());
  });
  afterAll(() => t.close());

  const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
  const nextOf = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];

  it("the page's first 24 cards, then the rest from its listingsCursor: all 30, newest first, none twice", async () => {
    const page = (await t.http.get(`/sellers/${seller.userId}`).expect(200)).body;
    expect(page.activeListings).toBe(30);
    expect(ids(page.listings)).toEqual(forSale.slice(0, 24));
    expect(page.listingsCursor).toEqual(expect.any(String));

    const rest = await t.http
      .get(`/sellers/${seller.userId}/listings?limit=24&cursor=${encodeURIComponent(page.listingsCursor)}`)
      .expect(200);
    expect(ids(rest.body)).toEqual(forSale.slice(24));
    expect(rest.headers['x-total-count']).toBe('30');
    expect(rest.headers.link).toBeUndefined();
  });

  it('follows Link rel="next" to the last page', async () => {
    const seen: string[] = [];
    let next: string | undefined = `/sellers/${seller.userId}/listings?limit=7`;
    let pages = 0;
    while (next) {
      const res = await t.http.get(next).expect(200);
      expect(res.headers['x-total-count']).toBe('30');
      seen.push(...ids(res.body));
      next = nextOf(res.headers.link);
      pages++;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual(forSale);
  });

  it('a seller with few cars has no cursor; a bad cursor, a bad limit or someone not a seller is refused', async () => {
    const few = await createActor(t, 'Seller');
    await createListing(t, few);
    expect((await t.http.get(`/sellers/${few.userId}`).expect(200)).body.listingsCursor).toBeNull();
    const bad = await t.http.get(`/sellers/${seller.userId}/listings?cursor=not-a-cursor`).expect(400);
    expect(bad.body.message).toMatch(/cursor/);
    await t.http.get(`/sellers/${seller.userId}/listings?limit=0`).expect(400);
    await t.http.get(`/sellers/${buyer.userId}/listings`).expect(404);
    await t.http.get(`/sellers/${buyer.userId}/reviews`).expect(404);
    await t.http.get('/sellers/nope/listings').expect(400);
  });

  it("reviews page by page from the seller's own list, in the body's nextCursor style", async () => {
    const base = Date.UTC(2026, 0, 1);
    // Written as stored: how a paid order leads to a review is tested with the reviews themselves.
    await t.model('Review').collection.insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        seller: new Types.ObjectId(seller.userId),
        buyer: new Types.ObjectId(buyer.userId),
        order: new Types.ObjectId(),
        listing: new Types.ObjectId(forSale[0]),
        buyerName: 'Bea',
        carName: 'Car',
        brand: 'Tesla',
        rating: 4,
        text: `Review ${i + 1}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = (await t.http.get(`/sellers/${seller.userId}/reviews?limit=10`).expect(200)).body;
    expect(first.total).toBe(12);
    expect(first.items.map((r: { text: string }) => r.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Review ${12 - i}`),
    );
    const second = (
      await t.http
        .get(`/sellers/${seller.userId}/reviews?limit=10&cursor=${encodeURIComponent(first.nextCursor)}`)
        .expect(200)
    ).body;
    expect(second.items.map((r: { text: string }) => r.text)).toEqual(['Review 2', 'Review 1']);
    expect(second.nextCursor).toBeNull();
  });
});
