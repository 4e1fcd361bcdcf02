// Where a car is: the seller's ZIP code, the buyer's radius filter, nearest first (paged by a
// cursor: no car twice or skipped, also among cars at the same distance), the distance on the
// cards and the listing page, saved searches with a radius, and the buyer's home ZIP.
import type { Response } from 'supertest';
import { Types } from 'mongoose';
import type { Listing } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, createListing, snapshot, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Austin downtown: the buyer's ZIP in these tests. */
const AUSTIN = '78701';

describe('distance: ZIP, radius and nearest first', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  const ids: Record<string, string> = {};
  const get = (path: string) => t.http.get(path).set('Authorization', buyer.bearer);
  const keyOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id);
  const names = (body: { _id: string }[]) => body.map((l) => keyOf(l._id));
  /** Every page of `path`, `limit` at a time; each page must say the same total. */
  const walk = async (path: string, limit: number, total: string) => {
    const seen: string[] = [];
    let next: string | undefined = `${path}&limit=${limit}`;
    while (next) {
      const res: Response = await get(next).expect(200);
      expect(res.headers['x-total-count']).toBe(total);
      seen.push(...(names(res.body) as string[]));
      next = /<[^>]*?(\/(?:category|search)[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
    }
    return seen;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    // Three cars in the buyer's own ZIP (0 mi) and two in two ZIPs at exactly the same distance
    // (0.28 mi: 78713 and 78714 share their point): ties within a ZIP and between ZIPs.
    const cars: [string, Partial<Listing>][] = [
      ['dallas', { zip: '75201', location: 'Dallas, TX' }],
      ['here1', { zip: AUSTIN }],
      ['tie14', { zip: '78714' }],
      ['none1', {}],
      ['here2', { zip: AUSTIN }],
      ['seattle', { zip: '98101', location: 'Seattle, WA' }],
      ['tie13', { zip: '78713' }],
      ['roundrock', { zip: '78664', location: 'Round Rock, TX' }],
      ['houston', { zip: '77002', location: 'Houston, TX' }],
      ['here3', { zip: AUSTIN }],
      ['none2', {}],
      ['sanantonio', { zip: '78205', location: 'San Antonio, TX' }],
      ['kia', { zip: AUSTIN, category_id: 2, brand: 'Kia', name: 'Kia next door' }],
    ];
    for (const [key, fields] of cars)
      ids[key] = (await createListing(t, seller, { name: key, ...fields }))._id.toString();
  });
  afterAll(() => t.close());

  const NEAREST_FIRST = [
    'here1',
    'here2',
    'here3',
    'tie13',
    'tie14',
    'roundrock',
    'sanantonio',
    'houston',
    'dallas',
    'seattle',
    'none1',
    'none2',
  ];

  describe('nearest first', () => {
    it.each([1, 2, 3, 5, 20])(
      'pages of %i list every car once, nearest first, ties by listing, cars without a ZIP last',
      async (limit) => {
        expect(await walk(`/category/1?zip=${AUSTIN}&sort=distance`, limit, '12')).toEqual(NEAREST_FIRST);
      },
    );

    it('within a radius, pages hold only the cars in it, in the same order', async () => {
      expect(await walk(`/category/1?zip=${AUSTIN}&radius=100&sort=distance`, 2, '7')).toEqual(
        NEAREST_FIRST.slice(0, 7),
      );
      expect(await walk(`/search?zip=${AUSTIN}&radius=10&sort=distance`, 2, '6')).toEqual([
        'here1',
        'here2',
        'here3',
        'kia',
        'tie13',
        'tie14',
      ]);
    });

    it('nearest first from another ZIP is another order', async () => {
      expect((await walk('/category/1?zip=98101&sort=distance&radius=250', 2, '1'))[0]).toBe('seattle');
      expect((await walk('/category/1?zip=75201&sort=distance', 4, '12')).slice(0, 2)).toEqual(['dallas', 'roundrock']);
    });

    it('a listing written between two pages is not skipped and none is shown twice', async () => {
      const first = await get(`/category/1?zip=${AUSTIN}&sort=distance&limit=4`).expect(200);
      expect(names(first.body)).toEqual(NEAREST_FIRST.slice(0, 4));
      const late = await createListing(t, seller, { name: 'late', zip: '78205' });
      try {
        const next = /<[^>]*?(\/category[^>]+)>; rel="next"/.exec(first.headers.link)![1];
        const rest: string[] = [];
        for (let path: string | undefined = next; path;) {
          const res: Response = await get(path).expect(200);
          rest.push(...res.body.map((l: { _id: string; name: string }) => l.name));
          path = /<[^>]*?(\/category[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
        }
        expect(rest).toEqual([...NEAREST_FIRST.slice(4, 7), 'late', ...NEAREST_FIRST.slice(7)]);
      } finally {
        await t.model('Listing').deleteOne({ _id: late._id });
      }
    });

    it("refuses another order's cursor, or one of another ZIP", async () => {
      const newest = await get('/category/1?limit=1').expect(200);
      const cursor = /cursor=([^&>]+)/.exec(newest.headers.link)![1];
      await get(`/category/1?zip=${AUSTIN}&sort=distance&cursor=${cursor}`).expect(400);
      const near = await get(`/category/1?zip=${AUSTIN}&sort=distance&limit=1`).expect(200);
      const nearCursor = /cursor=([^&>]+)/.exec(near.headers.link)![1];
      const res = await get(`/category/1?zip=98101&sort=distance&cursor=${nearCursor}`).expect(400);
      expect(res.body.message).toMatch(/cursor/);
    });
  });

  describe('radius, distance and facets', () => {
    it.each([
      [10, ['here1', 'here2', 'here3', 'tie13', 'tie14']],
      [25, ['here1', 'here2', 'here3', 'tie13', 'tie14', 'roundrock']],
      [250, ['here1', 'here2', 'here3', 'tie13', 'tie14', 'roundrock', 'sanantonio', 'houston', 'dallas']],
    ])('radius=%i keeps the cars that close (none without a ZIP), in any sort', async (radius, expected) => {
      const res = await get(`/category/1?zip=${AUSTIN}&radius=${radius}&sort=price_asc`).expect(200);
      expect(names(res.body).sort()).toEqual([...expected].sort());
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it("cards carry the whole miles from the buyer's ZIP, and none for a car without a ZIP", async () => {
      const res = await get(`/category/1?zip=${AUSTIN}&sort=distance`).expect(200);
      const miles = Object.fromEntries(
        res.body.map((l: { name: string; distanceMiles?: number }) => [l.name, l.distanceMiles]),
      );
      expect(miles).toMatchObject({ here1: 0, tie13: 0, roundrock: 17, sanantonio: 74, houston: 147, dallas: 183 });
      expect(miles.none1).toBeUndefined();
      expect(res.body.find((l: { name: string }) => l.name === 'dallas')).toMatchObject({ zip: '75201' });
      // Without the buyer's ZIP there is no distance.
      const plain = await get('/category/1').expect(200);
      expect(plain.body.every((l: { distanceMiles?: number }) => l.distanceMiles === undefined)).toBe(true);
    });

    it("the listing page says how far the car is from the buyer's ZIP", async () => {
      const res = await t.http.get(`/listings/${ids.houston}?zip=${AUSTIN}`).expect(200);
      expect(res.body).toMatchObject({ zip: '77002', distanceMiles: 147 });
      expect((await t.http.get(`/listings/${ids.houston}`).expect(200)).body.distanceMiles).toBeUndefined();
      await t.http.get(`/listings/${ids.houston}?zip=00000`).expect(400);
    });

    it('facet counts follow the radius', async () => {
      await createListing(t, seller, { name: 'far petrol', zip: '98101', fuel: 'petrol' });
      const near = await get(`/category/1/facets?zip=${AUSTIN}&radius=25`).expect(200);
      const all = await get('/category/1/facets').expect(200);
      const petrol = (body: { fuel: { value: string; count: number }[] }) =>
        body.fuel.find((f) => f.value === 'petrol')!.count;
      expect(petrol(near.body)).toBe(0);
      expect(petrol(all.body)).toBe(1);
    });
  });

  describe('bad queries', () => {
    it.each([
      ['zip=1234', /zip must be a 5-digit US ZIP code/],
      ['zip=787011', /zip must be a 5-digit US ZIP code/],
      ['zip=00000', /zip 00000 is not a known US ZIP code/],
      [`zip=${AUSTIN}&radius=30`, /radius must be one of 10, 25, 50, 100, 250, 500/],
      [`zip=${AUSTIN}&radius=ten`, /radius must be one of/],
      ['radius=50', /radius needs zip/],
      ['sort=distance', /sort=distance needs zip/],
    ])('?%s is a 400 saying why', async (query, message) => {
      for (const path of [`/category/1?${query}`, `/search?${query}`, `/category/1/facets?${query}`]) {
        const res = await get(path).expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(message);
      }
    });
  });

  describe("the seller's ZIP", () => {
    it('POST /add_product takes an optional ZIP; the released body without one still works', async () => {
      const withZip = await t.http
        .post('/add_product')
        .set('Authorization', seller.bearer)
        .send(validProduct({ zip: '97201' }))
        .expect(201);
      expect(withZip.body.zip).toBe('97201');
      const without = await t.http
        .post('/add_product')
        .set('Authorization', seller.bearer)
        .send(validProduct())
        .expect(201);
      expect(without.body.zip).toBeUndefined();
    });

    it('an unknown ZIP is a 400 and nothing is stored', async () => {
      const before = await snapshot(t);
      for (const zip of ['00000', '9720', 'abcde', 97201]) {
        const res = await t.http
          .post('/add_product')
          .set('Authorization', seller.bearer)
          .send(validProduct({ zip }))
          .expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(/zip/);
      }
      expect(await snapshot(t)).toBe(before);
    });

    it('POST /listings (a form) takes it, and a blank one means none', async () => {
      const form = (zip: string) => {
        let req = t.http.post('/listings').set('Authorization', seller.bearer);
        for (const [k, v] of Object.entries(validProduct({ zip }))) req = req.field(k, String(v));
        return req;
      };
      expect((await form('98402').expect(201)).body.zip).toBe('98402');
      expect((await form(' ').expect(201)).body.zip).toBeUndefined();
      await form('12').expect(400);
    });

    it('PUT /listings/:id sets, moves and removes (null) the ZIP; the radius follows at once', async () => {
      const car = await createListing(t, seller, { name: 'mover' });
      const put = (zip: string | null) =>
        t.http.put(`/listings/${car._id.toString()}`).set('Authorization', seller.bearer).send({ zip });
      const inAustin = async () =>
        (await get(`/category/1?zip=${AUSTIN}&radius=10`).expect(200)).body.some((l: Listing) => l.name === 'mover');
      expect(await inAustin()).toBe(false);
      expect((await put('78701').expect(200)).body.zip).toBe('78701');
      expect(await inAustin()).toBe(true);
      expect((await put('98101').expect(200)).body.zip).toBe('98101');
      expect(await inAustin()).toBe(false);
      await put('99999').expect(400);
      expect((await put(null).expect(200)).body.zip).toBeUndefined();
      const stored = await t.model('Listing').findById(car._id).lean<{ zip?: string; zipKey?: string }>();
      expect(stored).toMatchObject({ zipKey: '' });
      expect(stored?.zip).toBeUndefined();
      await t.model('Listing').deleteOne({ _id: car._id });
    });
  });

  describe('saved searches with a radius', () => {
    it('keep the radius: a new car inside it is a match, one outside is not', async () => {
      const path = `/category/3?zip=${AUSTIN}&radius=50&sort=distance`;
      const saved = await t.http
        .post('/saved-searches')
        .set('Authorization', buyer.bearer)
        .send({ name: 'Near me', path })
        .expect(201);
      expect(saved.body.path).toBe(path);
      const post = (zip: string, name: string) =>
        t.http
          .post('/add_product')
          .set('Authorization', seller.bearer)
          .send(validProduct({ category_id: 3, brand: 'Toyota', zip, name }))
          .expect(201);
      await post('98101', 'Far away');
      await post('78664', 'Close by');
      const mine = (await t.http.get('/saved-searches').set('Authorization', buyer.bearer).expect(200)).body.find(
        (s: { _id: string }) => s._id === saved.body._id,
      );
      expect(mine.newMatches).toBe(1);
    });

    it('refuse a radius without a ZIP, as the list calls do', async () => {
      const res = await t.http
        .post('/saved-searches')
        .set('Authorization', buyer.bearer)
        .send({ name: 'Nowhere', path: '/category/1?radius=50' })
        .expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/radius needs zip/);
    });
  });

  describe("the buyer's home ZIP", () => {
    const profile = (body: object) => t.http.put('/me/profile').set('Authorization', buyer.bearer).send(body);
    it('is saved in the profile, read back with the account, and removed when empty', async () => {
      expect((await profile({ homeZip: '78701' }).expect(200)).body.homeZip).toBe('78701');
      expect((await t.http.get('/me').set('Authorization', buyer.bearer).expect(200)).body.homeZip).toBe('78701');
      const res = await profile({ homeZip: '00000' }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/homeZip 00000 is not a known US ZIP code/);
      expect((await t.http.get('/me').set('Authorization', buyer.bearer).expect(200)).body.homeZip).toBe('78701');
      expect((await profile({ homeZip: '' }).expect(200)).body.homeZip).toBeUndefined();
      const stored = await t.model('User').findById(new Types.ObjectId(buyer.userId)).lean<{ homeZip?: string }>();
      expect(stored?.homeZip).toBeUndefined();
    });
  });
});
