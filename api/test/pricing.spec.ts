// Deal ratings through the API: stored with the listing when it is edited and by the
// refresh, shown on the card and the listing page, explained by GET /listings/:id/price-analysis,
// and the seller's live GET /price-check.
import type { Response } from 'supertest';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { PricingService } from '../src/pricing/pricing.service';
import { SEED_LISTINGS } from '../src/seed/seed.data';
import { SeedService } from '../src/seed/seed.service';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The test market of Model 3s: k$ by year and mileage. */
const market = (year: number, mileage: number) => 30 + 2 * (year - 2021) - 0.5 * (mileage / 10_000);
const DAY_MS = 86_400_000;

describe('deal ratings', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  const stored = (id: unknown) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();

  /** A Model 3 priced by the market (plus `offset` k$), posted `daysAgo`. */
  const model3 = (year: number, mileage: number, offset = 0, daysAgo = 1, fields: Partial<Listing> = {}) =>
    createListing(t, seller, {
      model: 'Model 3',
      year,
      mileage,
      sale_price: Math.round((market(year, mileage) + offset) * 10) / 10,
      poste_date: new Date(Date.now() - daysAgo * DAY_MS),
      ...fields,
    });

  let comparables: ListingRecord[];
  let old: ListingRecord;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    // Eight Model 3s of 2019..2023 around the market price; one of the same years listed too long ago.
    const cars: [number, number, number][] = [
      [2019, 60_000, 0.4],
      [2020, 40_000, -0.3],
      [2020, 75_000, 0.2],
      [2021, 30_000, -0.2],
      [2021, 55_000, 0.3],
      [2022, 20_000, 0.1],
      [2022, 45_000, -0.4],
      [2023, 15_000, 0.2],
    ];
    comparables = [];
    for (const [year, mileage, offset] of cars) comparables.push(await model3(year, mileage, offset));
    old = await model3(2021, 40_000, 15, 200); // 200 days old and far off the market: not a comparable
  });
  afterAll(() => t.close());

  const put = (id: unknown, body: object) =>
    t.http.put(`/listings/${id}`).set('Authorization', seller.bearer).send(body).expect(200);
  const check = (who: Actor, query: Record<string, string | number>) =>
    t.http.get('/price-check').query(query).set('Authorization', who.bearer);

  it('rates a listing when its seller edits it, and shows the label on the card and the rating on the page', async () => {
    const car = await model3(2021, 40_000, 0, 0, { sale_price: 35 });
    expect(car.rating).toBeUndefined();

    const edited = await put(car._id, { sale_price: 22 }); // the market says 28
    expect(edited.body.dealRating).toBe('Great deal');

    const page = await t.http.get(`/listings/${car._id}`).expect(200);
    expect(page.body.dealRating).toBe('Great deal');
    expect(page.body.rating).toMatchObject({ label: 'Great deal', comparables: 8, widened: false });
    expect(Math.abs(page.body.rating.expected - market(2021, 40_000))).toBeLessThan(1);
    expect(page.body.rating.low).toBeLessThan(page.body.rating.expected);
    expect(page.body.rating.high).toBeGreaterThan(page.body.rating.expected);

    const list = await t.http.get('/category/1?limit=100').set('Authorization', buyer.bearer).expect(200);
    expect(list.body.find((l: { _id: string }) => l._id === car._id.toString()).dealRating).toBe('Great deal');

    await put(car._id, { sale_price: 28.2 });
    expect((await stored(car._id))!.rating).toMatchObject({ label: 'Fair price', price: 28.2 });
  });

  it('explains a rating to anyone: expected range, count and the comparables as chart points', async () => {
    const car = await model3(2022, 30_000, 6, 0);
    await put(car._id, { sale_price: 36 }); // the market says 31.5

    const res = await t.http.get(`/listings/${car._id}/price-analysis`).expect(200);
    expect(res.body.rating).toMatchObject({ label: 'Overpriced', widened: false });
    expect(res.body.car).toEqual({ year: 2022, mileage: 30_000, price: 36 });
    // The market's cars of 2020..2024 (the previous test's car is one too by now); never the 2019
    // car, the car itself or the old listing.
    const ids: string[] = res.body.points.map((p: { listingId: string }) => p.listingId);
    expect(ids).toEqual(
      expect.arrayContaining(comparables.filter((c) => c.year! >= 2020).map((c) => c._id.toString())),
    );
    expect(ids).not.toContain(comparables.find((c) => c.year === 2019)!._id.toString());
    expect(ids).not.toContain(car._id.toString());
    expect(ids).not.toContain(old._id.toString());
    expect(res.body.rating.comparables).toBe(ids.length);
    expect(res.body.points[0]).toEqual({
      listingId: expect.any(String),
      year: expect.any(Number),
      mileage: expect.any(Number),
      price: expect.any(Number),
    });

    await t.http.get('/listings/000000000000000000000000/price-analysis').expect(404);
    await t.http.get('/listings/nope/price-analysis').expect(400);
  });

  it('says No rating below 5 comparables, and widens to the brand with a note', async () => {
    const s1 = await model3(2021, 50_000, 0, 1, { model: 'Model S' });
    await model3(2020, 50_000, 0, 1, { model: 'Model S' });
    // Two other Model S only: the brand's Model 3s are compared instead, with the note.
    const widened = await t.http.get(`/listings/${s1._id}/price-analysis`).expect(200);
    expect(widened.body.rating).toMatchObject({ widened: true });
    expect(widened.body.rating.comparables).toBeGreaterThanOrEqual(5);

    const kia = await createListing(t, seller, {
      brand: 'Kia',
      category_id: 2,
      model: 'EV6',
      year: 2022,
      mileage: 20_000,
      poste_date: new Date(),
    });
    const none = await t.http.get(`/listings/${kia._id}/price-analysis`).expect(200);
    expect(none.body.rating).toEqual({ label: 'No rating', comparables: 0, widened: false });
    expect(none.body.points).toEqual([]);
  });

  it('lets a seller check a price before listing: the label falls from Overpriced to Good deal as the price goes down', async () => {
    const car = { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 40_000 }; // the market says 28
    const labelAt = async (price: number) => (await check(seller, { ...car, price }).expect(200)).body.rating.label;
    expect(await labelAt(34)).toBe('Overpriced');
    expect(await labelAt(30.5)).toBe('High price');
    expect(await labelAt(28)).toBe('Fair price');
    expect(await labelAt(26)).toBe('Good deal');
    const res = await check(seller, { ...car, price: 26 }).expect(200);
    expect(res.body.points.length).toBeGreaterThanOrEqual(8);
    expect(res.body.car).toEqual({ year: 2021, mileage: 40_000, price: 26 });
  });

  it('leaves the listing being edited out of its own price check (listingId)', async () => {
    const car = { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 40_000, price: 26 };
    const all = (await check(seller, car).expect(200)).body.points as { listingId: string }[];
    const editing = all[0].listingId;
    const res = await check(seller, { ...car, listingId: editing }).expect(200);
    expect(res.body.points.map((p: { listingId: string }) => p.listingId)).toEqual(
      all.map((p) => p.listingId).filter((id) => id !== editing),
    );
    expect(res.body.rating.comparables).toBe(all.length - 1);
    expect((await check(seller, { ...car, listingId: 'not-an-id' }).expect(400)).body.message.join(' ')).toMatch(
      /listingId must be a listing id/,
    );
  });

  it('refuses a bad price check with a clear 400, and changes nothing', async () => {
    const good = { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 40_000, price: 28 };
    const before = await snapshot(t);
    const message = async (query: Record<string, string | number>) =>
      (await check(seller, query).expect(400)).body.message.join(' ');
    expect(await message({ ...good, year: 1800 })).toMatch(/year must not be less than 1950/);
    expect(await message({ ...good, mileage: -5 })).toMatch(/mileage must not be less than 0/);
    expect(await message({ ...good, brand: 'Lada' })).toMatch(/no model catalogue for brand Lada/);
    expect(await message({ ...good, model: 'Model Q' })).toMatch(/model must be one of the Tesla models/);
    expect(await message({ ...good, price: 'cheap' })).toMatch(/price must be a number/);
    expect(await message({ brand: 'Tesla' })).toMatch(/model/);
    expect(await snapshot(t)).toBe(before);
  });

  it('refreshes ratings as the market moves, and a second refresh changes nothing', async () => {
    const pricing = t.app.get(PricingService);
    const camry = (mileage: number, price: number) =>
      createListing(t, seller, {
        brand: 'Toyota',
        category_id: 3,
        model: 'Camry',
        year: 2021,
        mileage,
        sale_price: price,
        poste_date: new Date(),
      });
    const car = await camry(50_000, 20);
    for (const mileage of [40_000, 45_000, 55_000, 60_000]) await camry(mileage, 20 - (mileage - 50_000) / 10_000);
    await put(car._id, { sale_price: 17 });
    expect((await stored(car._id))!.rating).toMatchObject({ label: 'No rating', comparables: 4 });

    // Two more Camrys are listed: five comparables now, and the refresh rates the car.
    await camry(35_000, 21.5);
    await camry(65_000, 18.5);
    expect(await pricing.refreshAll()).toBeGreaterThanOrEqual(1);
    expect((await stored(car._id))!.rating).toMatchObject({ label: 'Great deal', comparables: 6, widened: false });

    const ratings = await t.model<Listing>('Listing').find({}, { rating: 1 }).lean().exec();
    expect(await pricing.refreshAll()).toBe(0);
    expect(await t.model<Listing>('Listing').find({}, { rating: 1 }).lean().exec()).toEqual(ratings);
  });

  it('refreshes a model at a time with the ratings rating each car alone gives, matching the brand in any case', async () => {
    const pricing = t.app.get(PricingService);
    const lower = await model3(2021, 35_000, 0, 1, { brand: 'tesla' });
    const forSale = () =>
      t.model<Listing>('Listing').find({ isSold: false }).sort({ _id: 1 }).lean<ListingRecord[]>().exec();
    const ratings = async () =>
      (await forSale()).map((l) => ({ id: l._id.toString(), ...l.rating, ratedAt: undefined }));
    await t
      .model<Listing>('Listing')
      .updateMany({}, { $unset: { rating: 1 } })
      .exec();
    await pricing.refreshAll();
    const grouped = await ratings();
    await t
      .model<Listing>('Listing')
      .updateMany({}, { $unset: { rating: 1 } })
      .exec();
    for (const listing of await forSale()) await pricing.rateListing(listing);
    expect(await ratings()).toEqual(grouped);
    expect(grouped.find((r) => r.id === lower._id.toString())).toMatchObject({
      widened: false,
      comparables: expect.any(Number),
    });
    expect(grouped.find((r) => r.id === lower._id.toString())!.comparables).toBeGreaterThanOrEqual(8);
  });

  it('sorts the best deals first (the largest saving against the expected price), unrated cars last, every car listed', async () => {
    const marketY = (mileage: number) => 45 - 0.5 * (mileage / 10_000);
    const modelY = (mileage: number, factor: number, fields: Partial<Listing> = {}) =>
      createListing(t, seller, {
        name: 'Model Y',
        model: 'Model Y',
        year: 2022,
        mileage,
        sale_price: Math.round(marketY(mileage) * factor * 10) / 10,
        poste_date: new Date(),
        ...fields,
      });
    for (const [mileage, factor] of [
      [10_000, 1.01],
      [20_000, 0.99],
      [30_000, 1],
      [40_000, 1.02],
      [50_000, 0.98],
      [60_000, 1],
    ])
      await modelY(mileage, factor);
    const great = await modelY(35_000, 0.75);
    const good = await modelY(25_000, 0.92);
    const high = await modelY(45_000, 1.1);
    const unrated = await modelY(0, 1, { mileage: undefined });
    await t.app.get(PricingService).refreshAll();

    const walk = async (sort: string) => {
      const seen: string[] = [];
      let next: string | undefined = `/search?model=Model%20Y&sort=${sort}&limit=4`;
      while (next) {
        const res: Response = await t.http.get(next).set('Authorization', buyer.bearer).expect(200);
        expect(res.headers['x-total-count']).toBe('10');
        seen.push(...res.body.map((l: { _id: string }) => l._id));
        next = /<[^>]*?(\/search[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      }
      return seen;
    };
    const order = await walk('best_deal');
    expect(order).toHaveLength(10);
    expect(order.slice(0, 2)).toEqual([great._id.toString(), good._id.toString()]);
    expect(order.slice(-2)).toEqual([high._id.toString(), unrated._id.toString()]);
    expect([...order].sort()).toEqual((await walk('newest')).sort());
  });

  it('lets only sellers check prices', async () => {
    await check(buyer, { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 1, price: 20 }).expect(403);
    await t.http
      .get('/price-check')
      .query({ brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 1, price: 20 })
      .expect(401);
  });
});

describe('price check rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PRICE_CHECK_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-minute limit of an account', async () => {
    const seller = await createActor(t, 'Seller');
    const query = { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 1000, price: 20 };
    for (let i = 0; i < 2; i++)
      await t.http.get('/price-check').query(query).set('Authorization', seller.bearer).expect(200);
    const refused = await t.http.get('/price-check').query(query).set('Authorization', seller.bearer).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('seeded ratings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(SeedService).run({ catalogue: true });
  });
  afterAll(() => t.close());

  it('rates every seeded car for sale as the seed runs: most against 5 or more comparables, a few No rating', async () => {
    const forSale = await t.model<Listing>('Listing').find({ isSold: false }).lean<ListingRecord[]>().exec();
    const seeded = (name: string) =>
      forSale.find((l) => l.name === name && SEED_LISTINGS.some((s) => s._id === l._id.toString()))!.rating;
    expect(forSale.every((l) => l.rating)).toBe(true);
    const rated = forSale.filter((l) => l.rating!.label !== 'No rating');
    expect(rated.length / forSale.length).toBeGreaterThan(0.9);
    for (const name of ['Model S 100D', 'Sorento LX', 'Highlander XLE'])
      expect(seeded(name)).toMatchObject({ label: 'No rating' });
    for (const name of ['Model 3 Long Range', 'EV6 GT-Line', 'RAV4 Hybrid XLE', 'Corolla Hatchback']) {
      expect(seeded(name)).toMatchObject({ widened: false });
      expect(seeded(name)!.comparables).toBeGreaterThanOrEqual(5);
    }
    // The seeded cars sit at different deals against their market: the pages show varied badges.
    const coreLabels = new Set(SEED_LISTINGS.filter((l) => !l.booked).map((l) => seeded(l.name)!.label));
    expect(coreLabels.size).toBeGreaterThanOrEqual(4);

    // The badges show on the seeded category pages.
    const buyer = await createActor(t, 'Buyer');
    for (const category of [1, 2, 3]) {
      const cards = (
        await t.http
          .get(`/category/${category}?limit=100&available=true`)
          .set('Authorization', buyer.bearer)
          .expect(200)
      ).body as { dealRating?: string }[];
      expect(cards.filter((c) => c.dealRating && c.dealRating !== 'No rating').length).toBeGreaterThanOrEqual(10);
      expect(cards.filter((c) => c.dealRating === 'No rating').length).toBe(1);
    }
  });
});
