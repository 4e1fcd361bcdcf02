// The admins' lists are paged (bare arrays; limit/cursor, X-Total-Count and Link as GET
// /category/:id), and reports are one per user and listing, capped per user per day.
import { LIST_PAGE_SIZE } from '../src/common/paging/paging';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('admin lists and reports', () => {
  let t: TestApp;
  let admin: Actor;
  let seller: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { REPORTS_PER_USER_PER_DAY: '3' } });
    await createCategories(t);
    [admin, seller] = await Promise.all([createActor(t, 'Admin'), createActor(t, 'Seller')]);
  });
  afterAll(() => t.close());

  /** Follows Link rel="next" from `path`, returning every page's ids. */
  async function allPages(path: string): Promise<{ pages: string[][]; total: number }> {
    const pages: string[][] = [];
    let next: string | undefined = path;
    let total = -1;
    while (next) {
      const res: { body: { _id: string }[]; headers: Record<string, string> } = await t.http
        .get(next)
        .set('Authorization', admin.bearer)
        .expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      total = Number(res.headers['x-total-count']);
      pages.push(res.body.map((row) => row._id));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.link ?? '')?.[1];
    }
    return { pages, total };
  }

  it.each([
    ['GET /seller', '/seller', 'Seller'],
    ['GET /identity/Buyer', '/identity/Buyer', 'Buyer'],
  ] as const)(
    '%s pages through every account by name; without limit it is one page of all',
    async (_call, path, role) => {
      await Promise.all(
        ['Dora', 'Ann', 'Cleo', 'Ann', 'Bo'].map((name) => createActor(t, role, { name: `${name} ${role}` })),
      );
      const whole = await t.http.get(path).set('Authorization', admin.bearer).expect(200);
      expect(whole.headers.link).toBeUndefined();
      expect(Number(whole.headers['x-total-count'])).toBe(whole.body.length);

      const { pages, total } = await allPages(`${path}?limit=2`);
      expect(total).toBe(whole.body.length);
      expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
      expect(pages.flat()).toEqual(whole.body.map((u: { _id: string }) => u._id));
    },
  );

  it('without limit, GET /seller answers one default page (LIST_PAGE_SIZE rows), never every row, and says there are more', async () => {
    const sellers = Array.from({ length: LIST_PAGE_SIZE + 1 }, (_, i) => ({
      uid: `bulk-${i}`,
      email: `bulk-${i}@carmarket.test`,
      name: `Zz Bulk ${String(i).padStart(3, '0')}`,
      role: 'Seller',
    }));
    await t.model('User').insertMany(sellers);
    const first = await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
    expect(first.body).toHaveLength(LIST_PAGE_SIZE);
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(LIST_PAGE_SIZE);
    expect(first.headers.link).toMatch(/^<\/seller\?cursor=[^>]+>; rel="next"$/);
    await t.model('User').deleteMany({ uid: /^bulk-/ });
  });

  it('GET /reported pages the whole queue', async () => {
    const reporter = await createActor(t, 'Buyer');
    const cars = await Promise.all([1, 2, 3].map(() => createListing(t, seller, { isReported: true })));
    await t.http
      .put(`/report/${(await createListing(t, seller))._id}`)
      .set('Authorization', reporter.bearer)
      .expect(200);
    const whole = await t.http.get('/reported').set('Authorization', admin.bearer).expect(200);
    expect(whole.body).toHaveLength(4);
    const { pages, total } = await allPages('/reported?limit=3');
    expect(total).toBe(4);
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
    expect(pages.flat()).toEqual(whole.body.map((l: { _id: string }) => l._id));
    expect(whole.body.map((l: { _id: string }) => l._id)).toEqual(
      expect.arrayContaining(cars.map((c) => c._id.toString())),
    );
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    const res = await t.http.get('/seller?cursor=bm9wZQ').set('Authorization', admin.bearer).expect(400);
    expect(res.body.message).toBe('cursor is not valid; use the Link rel="next" of the previous page');
    await t.http.get('/reported?limit=0').set('Authorization', admin.bearer).expect(400);
    await t.http.get('/identity/Buyer?limit=501').set('Authorization', admin.bearer).expect(400);
  });

  it('a user reports a listing once, and at most 3 listings a day', async () => {
    const reporter = await createActor(t, 'Buyer');
    const cars = await Promise.all([1, 2, 3, 4].map(() => createListing(t, seller)));
    const report = (carId: unknown) => t.http.put(`/report/${String(carId)}`).set('Authorization', reporter.bearer);
    await Promise.all([report(cars[0]._id), report(cars[0]._id), report(cars[0]._id)].map((r) => r.expect(200)));
    expect(await t.model('Report').countDocuments({ listing: cars[0]._id })).toBe(1);

    await report(cars[1]._id).expect(200);
    await report(cars[2]._id).expect(200);
    const refused = await report(cars[3]._id).expect(429);
    expect(refused.body.message).toBe('You can report at most 3 listings a day; try again tomorrow.');
    expect(await t.model('Listing').findById(cars[3]._id).lean()).toMatchObject({ isReported: false });
    await report(cars[0]._id).expect(200); // reporting again is still idempotent
    // Another user's report of it counts for them.
    await t.http
      .put(`/report/${cars[3]._id.toString()}`)
      .set('Authorization', (await createActor(t, 'Buyer')).bearer)
      .expect(200);
  });
});
