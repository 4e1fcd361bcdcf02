// GET /listings/:id (anyone), PUT /listings/:id (its seller) and GET /models.
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { book } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('listing page and edit', () => {
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  const stored = (id: unknown) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, otherSeller, buyer] = await Promise.all([
      createActor(t, 'Seller', { name: 'Verified Motors', isVerified: true }),
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  describe('GET /listings/:id', () => {
    it('shows the card fields, facts, photos and seller block to anyone, without contact details', async () => {
      const car = await createListing(t, seller, {
        model: 'Model 3',
        year: 2021,
        mileage: 24000,
        fuel: 'electric',
        transmission: 'automatic',
        body: 'sedan',
        vin: '5YJ3E1EA2KF317000',
        photos: [{ id: 'abc', width: 1600, height: 1200 }],
        image: '/photos/abc/800.webp',
      });
      await createListing(t, seller, { isSold: true });
      const res = await t.http.get(`/listings/${car._id}`).expect(200);
      expect(res.body).toMatchObject({
        _id: car._id.toString(),
        name: 'Model 3',
        model: 'Model 3',
        year: 2021,
        mileage: 24000,
        fuel: 'electric',
        transmission: 'automatic',
        body: 'sedan',
        vin: '5YJ3E1EA2KF317000',
        image: '/photos/abc/800.webp',
        photos: [
          {
            id: 'abc',
            width: 1600,
            height: 1200,
            src: '/photos/abc/800.webp',
            srcset: '/photos/abc/320.webp 320w, /photos/abc/800.webp 800w, /photos/abc/1600.webp 1600w',
          },
        ],
        seller: {
          _id: seller.userId,
          name: 'Verified Motors',
          isVerified: true,
          memberSince: expect.stringMatching(/^\d{4}-/),
        },
      });
      // Every unsold listing of this seller in this file's database counts.
      const active = await t.model<Listing>('Listing').countDocuments({ seller: car.seller, isSold: false });
      expect(res.body.seller.activeListings).toBe(active);
      expect(JSON.stringify(res.body)).not.toContain(seller.email);
      expect(res.body).not.toHaveProperty('phone');
      expect(res.body).not.toHaveProperty('seller_email');
    });

    it('leaves out facts the seller did not give', async () => {
      const car = await createListing(t, seller);
      const res = await t.http.get(`/listings/${car._id}`).expect(200);
      for (const fact of ['model', 'year', 'mileage', 'fuel', 'transmission', 'body', 'vin'])
        expect(res.body).not.toHaveProperty(fact);
      expect(res.body.photos).toEqual([]);
    });

    it('answers 404 for an unknown listing, 410 for a deleted one and 400 for a malformed id', async () => {
      const car = await createListing(t, seller);
      await t.http.delete(`/product_delete/${car._id}`).set('Authorization', seller.bearer).expect(200);
      await t.http.get(`/listings/${car._id}`).expect(410);
      await t.http.get('/listings/5eed00000000000000009999').expect(404);
      await t.http.get('/listings/not-an-id').expect(400);
    });
  });

  describe('PUT /listings/:id', () => {
    const put = (a: Actor, id: unknown, body: object) =>
      t.http.put(`/listings/${id}`).set('Authorization', a.bearer).send(body);

    it('changes price, description and facts of its own listing', async () => {
      const car = await createListing(t, seller);
      const res = await put(seller, car._id, {
        sale_price: 38.5,
        desc: 'New tyres.',
        model: 'Model Y',
        year: 2022,
        mileage: 12000,
        fuel: 'electric',
        body: 'suv',
        vin: '5yj3e1ea2kf317000',
      }).expect(200);
      expect(res.body).toMatchObject({
        sale_price: 38.5,
        desc: 'New tyres.',
        model: 'Model Y',
        year: 2022,
        mileage: 12000,
        vin: '5YJ3E1EA2KF317000',
        phone: '512-555-0100',
      });
      expect(await stored(car._id)).toMatchObject({ sale_price: 38.5, model: 'Model Y', body: 'suv' });
    });

    it.each([
      [{ model: 'Camry' }, /one of the Tesla models/],
      [{ vin: '5YJ3E1EA3KF317000' }, /check digit/],
      [{ vin: 'SHORT' }, /17 characters/],
      [{ year: 1949 }, /year/],
      [{ year: new Date().getUTCFullYear() + 2 }, /year must not be after/],
      [{ mileage: -1 }, /mileage/],
      [{ mileage: 10.5 }, /mileage/],
      [{ fuel: 'coal' }, /fuel/],
      [{ body: 'limo' }, /body/],
      [{ sale_price: 0 }, /sale_price/],
      [{ sale_price: 1000 }, /sale_price/],
      [{ desc: '   ' }, /desc/],
      [{ name: 'Renamed' }, /name should not exist/],
      [{ seller: '5eed00000000000000000001' }, /seller should not exist/],
      [{}, /Nothing to change/],
    ])('refuses %j and changes nothing', async (body, message) => {
      const car = await createListing(t, seller);
      const before = await snapshot(t);
      const res = await put(seller, car._id, body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
      expect(await snapshot(t)).toBe(before);
    });

    it('removes a fact sent as null, but never a posting field', async () => {
      const car = await createListing(t, seller, { model: 'Model 3', vin: '5YJ3E1EA2KF317000', year: 2020 });
      const res = await put(seller, car._id, { vin: null, model: null }).expect(200);
      expect(res.body).not.toHaveProperty('vin');
      expect(res.body).not.toHaveProperty('model');
      expect(res.body.year).toBe(2020);
      const stored = await t.model<Listing>('Listing').findById(car._id).lean<ListingRecord>().exec();
      expect(stored).not.toHaveProperty('vin');
      const before = await snapshot(t);
      const refused = await put(seller, car._id, { sale_price: null, desc: null, year: null }).expect(400);
      expect(refused.body.message).toEqual([
        'sale_price cannot be removed; send a new value',
        'desc cannot be removed; send a new value',
      ]);
      expect(await snapshot(t)).toBe(before);
    });

    it("refuses another seller's listing (403) and an unknown one (404)", async () => {
      const car = await createListing(t, seller);
      await put(otherSeller, car._id, { sale_price: 1 }).expect(403);
      await put(seller, '5eed00000000000000009999', { sale_price: 1 }).expect(404);
      expect((await stored(car._id))!.sale_price).toBe(40);
    });

    it("keeps a booked car's price but lets its description change", async () => {
      const car = await createListing(t, seller);
      await book(t, buyer, car._id.toString());
      await put(seller, car._id, { sale_price: 10 }).expect(409);
      await put(seller, car._id, { desc: 'Booked already.' }).expect(200);
      expect(await stored(car._id)).toMatchObject({ sale_price: 40, desc: 'Booked already.' });
    });

    it('counts the car under its new price at once (cached counts are dropped)', async () => {
      const car = await createListing(t, seller, { category_id: 2, brand: 'Kia', name: 'EV6 Wind' });
      const cheap = async () =>
        Number(
          (await t.http.get('/category/2?q=EV6%20Wind&maxPrice=1').set('Authorization', buyer.bearer).expect(200))
            .headers['x-total-count'],
        );
      expect(await cheap()).toBe(0);
      await put(seller, car._id, { sale_price: 1 }).expect(200);
      expect(await cheap()).toBe(1);
    });
  });

  describe('GET /models', () => {
    it("lists a brand's models, [] for an unknown brand, 400 without a brand", async () => {
      expect((await t.http.get('/models?brand=KIA').expect(200)).body).toEqual(
        expect.arrayContaining(['EV6', 'Sportage', 'Telluride']),
      );
      expect((await t.http.get('/models?brand=Trabant').expect(200)).body).toEqual([]);
      await t.http.get('/models').expect(400);
      await t.http.get('/models?brand=').expect(400);
    });
  });
});
