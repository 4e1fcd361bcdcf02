// The facts filters and sorts of GET /category/:id, GET /search across categories, and the facet
// counts of both (each facet follows every filter but its own; cached, and fresh after a write).
import type { Response } from 'supertest';
import { ListingSeeding } from '../src/listings/listing-seeding.service';
import type { Listing } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

type Facts = Pick<Listing, 'model' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'body'>;
const car = (
  model: string,
  year: number,
  mileage: number,
  fuel: Facts['fuel'],
  transmission: Facts['transmission'],
  body: Facts['body'],
): Facts => ({ model, year, mileage, fuel, transmission, body });

describe('listing filters, search and facets', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  const ids: Record<string, string> = {};
  const get = (path: string) => t.http.get(path).set('Authorization', buyer.bearer);
  const names = (body: { _id: string }[]) => body.map((l) => Object.keys(ids).find((k) => ids[k] === l._id));
  /** Every page of a category-1 query, two at a time, each page saying `total`; the cars' keys in order. */
  const walk = async (query: string, total: string) => {
    const seen: string[] = [];
    let next: string | undefined = `/category/1?${query}&limit=2`;
    while (next) {
      const res: Response = await get(next).expect(200);
      expect(res.headers['x-total-count']).toBe(total);
      seen.push(...(names(res.body) as string[]));
      next = /<[^>]*?(\/category\/[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
    }
    return seen;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    const tesla = { category_id: 1, brand: 'Tesla' };
    const kia = { category_id: 2, brand: 'Kia' };
    const cars: [string, Partial<Listing>][] = [
      ['a', { ...tesla, name: 'Model 3 LR', ...car('Model 3', 2021, 30000, 'electric', 'automatic', 'sedan') }],
      ['b', { ...tesla, name: 'Model 3 SR', ...car('Model 3', 2019, 80000, 'electric', 'automatic', 'sedan') }],
      ['c', { ...tesla, name: 'Model Y LR', ...car('Model Y', 2023, 9000, 'electric', 'automatic', 'suv') }],
      ['d', { ...tesla, name: 'Model S 85', ...car('Model S', 2016, 140000, 'electric', 'automatic', 'sedan') }],
      [
        'e',
        { ...tesla, name: 'Model Y P', ...car('Model Y', 2022, 25000, 'electric', 'automatic', 'suv'), isSold: true },
      ],
      ['f', { ...tesla, name: 'Roadster' }],
      ['g', { ...kia, name: 'Sportage EX', ...car('Sportage', 2020, 60000, 'hybrid', 'automatic', 'suv') }],
      ['h', { ...kia, name: 'EV6 Wind', ...car('EV6', 2022, 20000, 'electric', 'automatic', 'hatchback') }],
      ['i', { ...kia, name: 'Rio LX', ...car('Rio', 2015, 120000, 'petrol', 'manual', 'hatchback') }],
    ];
    for (const [key, fields] of cars) ids[key] = (await createListing(t, seller, fields))._id.toString();
  });
  afterAll(() => t.close());

  describe('filters', () => {
    it.each([
      ['fuel=electric&yearFrom=2020', ['a', 'c', 'e']],
      ['fuel=electric&yearFrom=2020&model=Model%203', ['a']],
      ['mileageMax=30000', ['a', 'c', 'e']],
      ['body=suv&available=true', ['c']],
      ['yearFrom=2016&yearTo=2019', ['b', 'd']],
      ['transmission=manual', []],
    ])('/category/1?%s', async (query, expected) => {
      const res = await get(`/category/1?${query}`).expect(200);
      expect(names(res.body).sort()).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it('pages through mileage (low first) and year (new first); a car without the fact comes last, and the count does not change with the sort', async () => {
      expect(await walk('sort=mileage_asc', '6')).toEqual(['c', 'e', 'a', 'b', 'd', 'f']);
      expect(await walk('sort=year_desc', '6')).toEqual(['c', 'e', 'a', 'b', 'd', 'f']);
      expect((await walk('sort=newest', '6')).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      expect(await walk('sort=year_desc&available=true', '5')).toEqual(['c', 'a', 'b', 'd', 'f']);
      expect(await walk('sort=mileage_asc&mileageMax=30000', '3')).toEqual(['c', 'e', 'a']);
    });

    it.each([
      ['yearFrom=2020&yearTo=2019', /yearFrom must not be greater than yearTo/],
      ['fuel=coal', /fuel must be one of/],
      ['mileageMax=-1', /mileageMax must not be less than 0/],
      ['yearFrom=1900', /yearFrom must not be less than 1950/],
      ['body=limo', /body must be one of/],
      ['sort=mileage', /sort must be one of/],
    ])('refuses ?%s with 400', async (query, message) => {
      for (const path of ['/category/1', '/category/1/facets', '/search', '/search/facets']) {
        const res = await get(`${path}?${query}`).expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(message);
      }
    });
  });

  describe('GET /search', () => {
    it('searches every category with the same filters, paged the same way', async () => {
      const res = await get('/search?fuel=electric&yearFrom=2020').expect(200);
      expect(names(res.body).sort()).toEqual(['a', 'c', 'e', 'h']);
      expect(res.headers['x-total-count']).toBe('4');
      const first = await get('/search?q=model%20y&limit=1').expect(200);
      expect(first.headers['x-total-count']).toBe('2');
      expect(first.headers.link).toMatch(/^<[^>]*\/search\?[^>]*cursor=[^>]+>; rel="next"$/);
    });

    it('needs sign-in', async () => {
      await t.http.get('/search?q=Rio').expect(401);
      await t.http.get('/search/facets?q=Rio').expect(401);
    });
  });

  describe('words', () => {
    const found = async (q: string) => {
      const res = await get(`/search?q=${encodeURIComponent(q)}&limit=100`).expect(200);
      expect(res.headers['x-total-count']).toBe(String(res.body.length));
      return (names(res.body) as string[]).sort();
    };

    it.each([
      ['tesla model 3', ['a', 'b']],
      ['model 3 TESLA', ['a', 'b']],
      ['Model 3', ['a', 'b']],
      ['kia ev6', ['h']],
      ['EV 6', ['h']],
      ['Kia Austin', ['g', 'h', 'i']],
      ['2023', ['c']],
      ['SUV', ['c', 'e', 'g']],
      ['electric', ['a', 'b', 'c', 'd', 'e', 'h']],
      ['gas', ['i']],
      ['electric suv tesla', ['c', 'e']],
      ['tesla hybrid', []],
      ['prius', []],
    ])('finds every listing holding each word of %j, in any order', async (q, expected) => {
      expect(await found(q)).toEqual(expected);
    });

    it('offers the catalogue spelling of a misspelt brand or model, and needs q', async () => {
      expect((await get('/search/suggestion?q=Corola%20austin').expect(200)).body).toEqual({
        suggestion: 'Corolla austin',
      });
      expect((await get('/search/suggestion?q=kia%20ev6').expect(200)).body).toEqual({ suggestion: null });
      const refused = await get('/search/suggestion').expect(400);
      expect(JSON.stringify(refused.body.message)).toMatch(/q must be a string/);
    });

    it('matches words in a category page and its facets too', async () => {
      const res = await get('/category/2?q=kia%20hatchback').expect(200);
      expect((names(res.body) as string[]).sort()).toEqual(['h', 'i']);
      const { body } = await get('/category/2/facets?q=kia%20hatchback').expect(200);
      expect(body.fuel.find((f: { value: string }) => f.value === 'electric').count).toBe(1);
    });
  });

  describe('facets', () => {
    const value = (facet: { value: string; count: number }[], v: string) => facet.find((f) => f.value === v)?.count;

    it('counts each facet with every filter but its own', async () => {
      const { body } = await get('/category/1/facets?fuel=electric&yearFrom=2020&limit=1&cursor=ignored').expect(200);
      // fuel follows the year filter, not the chosen fuel; every fuel is listed
      expect(body.fuel).toEqual([
        { value: 'petrol', count: 0 },
        { value: 'diesel', count: 0 },
        { value: 'hybrid', count: 0 },
        { value: 'electric', count: 3 },
      ]);
      // year follows the fuel, not the chosen years
      expect(body.year).toEqual([
        { value: '2023', count: 1 },
        { value: '2022', count: 1 },
        { value: '2021', count: 1 },
        { value: '2019', count: 1 },
        { value: '2016', count: 1 },
      ]);
      expect(body.model).toEqual([
        { value: 'Model 3', count: 1 },
        { value: 'Model Y', count: 2 },
      ]);
      expect(value(body.body, 'suv')).toBe(2);
      expect(value(body.body, 'van')).toBe(0);
      expect(body.transmission).toEqual([
        { value: 'automatic', count: 3 },
        { value: 'manual', count: 0 },
      ]);
      // cumulative "up to" steps: 9000, 25000, 30000
      expect(body.mileage).toEqual([
        { value: '10000', count: 1 },
        { value: '30000', count: 3 },
        { value: '60000', count: 3 },
        { value: '100000', count: 3 },
        { value: '150000', count: 3 },
      ]);
    });

    it('follows the mileage filter in the other facets but not in its own', async () => {
      const { body } = await get('/search/facets?mileageMax=30000').expect(200);
      expect(value(body.fuel, 'electric')).toBe(4); // a, c, e, h
      expect(value(body.fuel, 'hybrid')).toBe(0); // g has 60000 mi
      expect(value(body.mileage, '60000')).toBe(5); // a, c, e, h + g
      expect(value(body.mileage, '150000')).toBe(8);
    });

    it('answers 404 for an unknown category', async () => {
      await get('/category/99/facets').expect(404);
    });

    it('shows a write at once, though counts are cached', async () => {
      const path = '/category/2/facets?transmission=automatic';
      expect(value((await get(path).expect(200)).body.fuel, 'diesel')).toBe(0);
      expect(value((await get(path).expect(200)).body.fuel, 'diesel')).toBe(0);
      await t.http.put(`/listings/${ids.g}`).set('Authorization', seller.bearer).send({ fuel: 'diesel' }).expect(200);
      const after = (await get(path).expect(200)).body;
      expect(value(after.fuel, 'diesel')).toBe(1);
      expect(value(after.fuel, 'hybrid')).toBe(0);
    });
  });

  // Last: these change the cars the tests above count.
  describe('sort keys', () => {
    it('moves a car whose seller removes its mileage to the end of the mileage order', async () => {
      await t.http.put(`/listings/${ids.c}`).set('Authorization', seller.bearer).send({ mileage: null }).expect(200);
      expect(await walk('sort=mileage_asc', '6')).toEqual(['e', 'a', 'b', 'd', 'c', 'f']);
    });

    it("finds a car by the words of its seller's edit at once", async () => {
      expect(names((await get('/search?q=fremont').expect(200)).body)).toEqual([]);
      await t.http
        .put(`/listings/${ids.d}`)
        .set('Authorization', seller.bearer)
        .send({ location: 'Fremont, CA' })
        .expect(200);
      expect(names((await get('/search?q=tesla%20fremont').expect(200)).body)).toEqual(['d']);
      expect(names((await get('/search?q=tesla%20austin%20model%20s').expect(200)).body)).toEqual([]);
    });

    it('gives listings stored before the search words existed their words at start-up', async () => {
      await t
        .model<Listing>('Listing')
        .updateMany({ category_id: 2 }, { $unset: { searchTokens: 1 } })
        .exec();
      expect(names((await get('/search?q=kia').expect(200)).body)).toEqual([]);
      expect(await t.app.get(ListingSeeding).backfillSortKeys(2)).toBe(3);
      expect((names((await get('/search?q=kia').expect(200)).body) as string[]).sort()).toEqual(['g', 'h', 'i']);
    });

    it('gives listings stored before the keys existed their keys at start-up', async () => {
      await t
        .model<Listing>('Listing')
        .updateMany({ category_id: 1 }, { $unset: { mileageKey: 1, yearKey: 1, dealKey: 1 } })
        .exec();
      expect(await t.app.get(ListingSeeding).backfillSortKeys(2)).toBe(6);
      expect(await walk('sort=year_desc', '6')).toEqual(['c', 'e', 'a', 'b', 'd', 'f']);
      expect(await t.app.get(ListingSeeding).backfillSortKeys()).toBe(0);
    });
  });
});
