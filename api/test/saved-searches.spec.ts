// Saved searches: the page's path is parsed with the list calls' own validation,
// at most 20 per user; a new listing that the search's page would show raises its new-match
// count, and tells its owner at most once a day. Matching runs in the background, after the
// listing's write has answered: the tests wait for it (settled).
import mongoose, { Types } from 'mongoose';
import { SavedSearchMatcher } from '../src/saved-searches/saved-search-matcher';
import { createActor, createCategories, createListing, snapshot, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('saved searches', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let other: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer, other] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'User'),
    ]);
  });
  afterAll(() => t.close());

  const as = (who: Actor) => ({
    get: (url: string) => t.http.get(url).set('Authorization', who.bearer),
    post: (url: string, body?: object) => t.http.post(url).set('Authorization', who.bearer).send(body),
    put: (url: string) => t.http.put(url).set('Authorization', who.bearer),
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
  });
  const save = (who: Actor, path: string, name = 'My search') => as(who).post('/saved-searches', { name, path });
  /** The background matching of what was written so far is done. */
  const settled = () => t.app.get(SavedSearchMatcher).whenIdle();
  const post = async (fields: Record<string, unknown>) => {
    const res = await as(seller).post('/add_product', validProduct(fields)).expect(201);
    await settled();
    return res;
  };
  const mine = async (who: Actor, id: string) =>
    (await as(who).get('/saved-searches').expect(200)).body.find((s: { _id: string }) => s._id === id);
  const notices = (who: Actor) =>
    t.model('Notification').countDocuments({ recipient: new Types.ObjectId(who.userId), kind: 'saved-search-match' });

  it('saves a category or search page, lists them newest first, deletes one; nobody else sees or deletes them', async () => {
    const first = await save(buyer, '/category/2?fuel=electric&maxPrice=40', 'Cheap EVs').expect(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      name: 'Cheap EVs',
      path: '/category/2?fuel=electric&maxPrice=40',
      newMatches: 0,
      createdAt: expect.any(String),
    });
    const second = await save(buyer, '/search?q=tesla&sort=price_asc', 'Teslas').expect(201);
    const list = (await as(buyer).get('/saved-searches').expect(200)).body.map((s: { _id: string }) => s._id);
    expect(list.slice(0, 2)).toEqual([second.body._id, first.body._id]);
    expect((await as(other).get('/saved-searches').expect(200)).body).toEqual([]);

    const before = await snapshot(t);
    await as(other).delete(`/saved-searches/${first.body._id}`).expect(404);
    await as(other).put(`/saved-searches/${first.body._id}/seen`).expect(404);
    expect(await snapshot(t)).toBe(before);
    await as(buyer).delete(`/saved-searches/${first.body._id}`).expect(204);
    await as(buyer).delete(`/saved-searches/${second.body._id}`).expect(204);
    expect((await as(buyer).get('/saved-searches').expect(200)).body).toEqual([]);
  });

  it('refuses what the list calls would refuse, a bad name, or another page (400), changing nothing', async () => {
    const before = await snapshot(t);
    const cases: [string, object, RegExp][] = [
      [
        'price range upside down',
        { name: 'x', path: '/category/1?minPrice=50&maxPrice=10' },
        /minPrice must not be greater than maxPrice/,
      ],
      ['unknown fuel', { name: 'x', path: '/category/1?fuel=plutonium' }, /fuel/],
      ['unknown filter', { name: 'x', path: '/search?q=a&colour=red' }, /colour/],
      ['unknown category', { name: 'x', path: '/category/999' }, /Category 999 does not exist/],
      ['another page', { name: 'x', path: '/dashboard' }, /category page/],
      ['another site', { name: 'x', path: 'https://evil.example/category/1' }, /category page/],
      ['another site, protocol-relative', { name: 'x', path: '//evil.example/search?q=a' }, /category page/],
      ['another site, backslash', { name: 'x', path: '/\\evil.example/search?q=a' }, /category page/],
      ['a full address', { name: 'x', path: 'http://saved.invalid/search?q=a' }, /category page/],
      ['a scheme of its own', { name: 'x', path: 'javascript:alert(1)//search' }, /category page/],
      ['no name', { name: '   ', path: '/category/1' }, /name/],
      ['long name', { name: 'n'.repeat(81), path: '/category/1' }, /name/],
      ['no path', { name: 'x' }, /path/],
    ];
    for (const [label, body, message] of cases) {
      const res = await as(buyer).post('/saved-searches', body);
      expect([label, res.status]).toEqual([label, 400]);
      expect([label, JSON.stringify(res.body.message)]).toEqual([label, expect.stringMatching(message)]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('stores the page path normalised, so the app and the e-mail can only open a page of this app', async () => {
    const cases: [string, string][] = [
      ['  /search?q=tesla', '/search?q=tesla'],
      ['/search?q=tesla#@evil.example', '/search?q=tesla'],
      ['/category/1/../../search?q=kia&cursor=abc&limit=5', '/search?q=kia'],
      ['/category/2?fuel=electric&maxPrice=40', '/category/2?fuel=electric&maxPrice=40'],
    ];
    for (const [given, stored] of cases) {
      const { body } = await save(buyer, given, 'Normalised').expect(201);
      expect([given, body.path]).toEqual([given, stored]);
      await as(buyer).delete(`/saved-searches/${body._id}`).expect(204);
    }
  });

  it('keeps at most 20 per user (409 for the 21st, nothing changed)', async () => {
    const collector = await createActor(t, 'Buyer');
    for (let i = 0; i < 20; i++) await save(collector, `/category/1?minPrice=${i}`).expect(201);
    const before = await snapshot(t);
    expect((await save(collector, '/category/1').expect(409)).body.message).toBe(
      'You can keep at most 20 saved searches; delete one first.',
    );
    expect(await snapshot(t)).toBe(before);
  });

  it('a new listing its page would show raises newMatches; one notification a day; opening it resets the count', async () => {
    const { body: search } = await save(buyer, '/category/3?maxPrice=30&condition=excellent', 'Cheap excellent').expect(
      201,
    );
    await post({ category_id: 3, sale_price: 25, name: 'Match One' });
    expect(await mine(buyer, search._id)).toMatchObject({ newMatches: 1 });
    expect(
      await t
        .model('Notification')
        .findOne({ recipient: new Types.ObjectId(buyer.userId), kind: 'saved-search-match' })
        .lean(),
    ).toMatchObject({
      title: 'New match for your saved search "Cheap excellent"',
      body: 'Kia Match One, listed at 25.0 k$.',
      link: '/category/3?maxPrice=30&condition=excellent',
    });

    await post({ category_id: 3, sale_price: 29, name: 'Match Two' });
    await post({ category_id: 3, sale_price: 31, name: 'Too Dear' }); // over maxPrice
    await post({ category_id: 1, sale_price: 20, name: 'Wrong Category' });
    await post({ category_id: 3, sale_price: 20, condition: 'good', name: 'Wrong Condition' });
    expect(await mine(buyer, search._id)).toMatchObject({ newMatches: 2 });
    expect(await notices(buyer)).toBe(1); // at most one a day

    await as(buyer).put(`/saved-searches/${search._id}/seen`).expect(204);
    expect(await mine(buyer, search._id)).toMatchObject({ newMatches: 0 });
    // A day later the next match tells again.
    await t
      .model('SavedSearch')
      .updateOne({ _id: new Types.ObjectId(search._id) }, { $set: { notifiedAt: new Date(Date.now() - 86_400_001) } });
    await post({ category_id: 3, sale_price: 22, name: 'Match Three' });
    expect(await mine(buyer, search._id)).toMatchObject({ newMatches: 1 });
    expect(await notices(buyer)).toBe(2);
    expect(await notices(seller)).toBe(0);
  });
  it('a price drop that brings a car into a search raises newMatches and tells its owner; a rise does not', async () => {
    const { body: search } = await save(other, '/category/2?maxPrice=30', 'Under 30').expect(201);
    const { body: car } = await post({ category_id: 2, sale_price: 34, name: 'Dropping Soon' });
    expect(await mine(other, search._id)).toMatchObject({ newMatches: 0 });

    const reprice = async (sale_price: number) => {
      await as(seller).put(`/listings/${car._id}`).send({ sale_price }).expect(200);
      await settled();
    };
    await reprice(36); // a rise, still outside the search
    expect(await mine(other, search._id)).toMatchObject({ newMatches: 0 });
    await reprice(28);
    expect(await mine(other, search._id)).toMatchObject({ newMatches: 1 });
    expect(await notices(other)).toBe(1);
  });
  it('matches a new listing out of its request, with one read of the saved searches and none per search', async () => {
    const seekers = await Promise.all([1, 2, 3].map(() => createActor(t, 'Buyer')));
    let stored = 0;
    for (const who of seekers)
      for (let i = 0; i < 10; i++, stored++)
        await save(who, i % 2 ? `/category/1?maxPrice=${20 + i}` : `/category/2?q=model&minPrice=${i}`).expect(201);
    const { body: wanted } = await save(seekers[0], '/category/1?q=indexed&maxPrice=35', 'Indexed').expect(201);
    const { body: tooCheap } = await save(seekers[1], '/search?q=indexed&minPrice=31', 'Dearer').expect(201);

    const queries: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => void queries.push(`${collection}.${method}`));
    try {
      await post({ category_id: 1, sale_price: 30, name: 'Indexed Match' });
    } finally {
      mongoose.set('debug', false);
    }
    expect(await mine(seekers[0], wanted._id)).toMatchObject({ newMatches: 1 });
    expect(await mine(seekers[1], tooCheap._id)).toMatchObject({ newMatches: 0 });
    expect(queries.filter((q) => q === 'saved_searches.find')).toHaveLength(1);
    // Deciding a candidate reads no listing: far fewer listing queries than saved searches.
    expect(queries.filter((q) => q.startsWith('listings.')).length).toBeLessThan(stored / 3);
  });

  it('a job is taken by one process only; one left by a process that died is matched by a later sweep', async () => {
    const seeker = await createActor(t, 'Buyer');
    const { body: search } = await save(seeker, '/category/2?maxPrice=20', 'Under 20').expect(201);
    const car = await createListing(t, seller, {
      category_id: 2,
      sale_price: 15,
      name: 'Orphan',
      poste_date: new Date(),
    });
    const matcher = t.app.get(SavedSearchMatcher);
    const jobs = t.model('MatchJob');
    await jobs.create({ listing: car._id, news: 'new', claimedAt: new Date(0), createdAt: new Date() });
    const claims = await Promise.all([matcher.claimNext(), matcher.claimNext(), matcher.claimNext()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await mine(seeker, search._id)).toMatchObject({ newMatches: 0 });

    // Its process died holding it: once the claim is stale, any process's sweep takes it.
    await jobs.updateOne({ listing: car._id }, { $set: { claimedAt: new Date(Date.now() - 10 * 60_000) } });
    await matcher.soon();
    expect(await mine(seeker, search._id)).toMatchObject({ newMatches: 1 });
    expect(await jobs.countDocuments({ listing: car._id })).toBe(0);
  });

  it('gives a search stored without its indexed criteria (saved by an older version) them at start', async () => {
    const seeker = await createActor(t, 'Buyer');
    const { body: search } = await save(seeker, '/category/3?maxPrice=12', 'Old one').expect(201);
    const searches = t.model('SavedSearch');
    await searches.updateOne({ _id: new Types.ObjectId(search._id) }, { $unset: { criteria: 1 } });
    await t.app.get(SavedSearchMatcher).indexOlderSearches();
    await post({ category_id: 3, sale_price: 11, name: 'Found Again' });
    expect(await mine(seeker, search._id)).toMatchObject({ newMatches: 1 });
  });
});
