// GET /categories is answered from memory: revalidation with ETag/304, with the headers every
// response carries, and a write shows at once in this process and within CHECK_EVERY_MS in others.
import type { Response } from 'supertest';
import { CategoriesService, CHECK_EVERY_MS } from '../src/categories/categories.service';
import { GENERATIONS_COLLECTION } from '../src/listings/listing-totals';
import { createCategories } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /categories caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'http://shop.example' } });
    await createCategories(t);
  });
  afterAll(() => t.close());

  it('sends an ETag and Cache-Control, and 304 without a body when the client has that list', async () => {
    const first = await t.http.get('/categories').expect(200);
    expect(first.body.map((c: { name: string }) => c.name)).toEqual(['TESLA', 'KIA', 'TOYOTA']);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await t.http
      .get('/categories')
      .set('If-None-Match', etag)
      .set('Origin', 'http://shop.example')
      .expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['access-control-allow-origin']).toBe('http://shop.example');

    await t.http.get('/categories').set('If-None-Match', '"something-else"').expect(200);
  });

  it('carries the same security, CORS and rate-limit headers as the Nest route and any other route', async () => {
    // Set per response (or per answer: the list's own ETag, type and caching).
    const perResponse = new Set([
      'date',
      'x-request-id',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'content-length',
      'connection',
      'keep-alive',
    ]);
    const ownAnswer = new Set(['etag', 'cache-control', 'content-type']);
    const shared = (res: Response, leaveOut = perResponse) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !leaveOut.has(name)));
    for (const origin of ['http://shop.example', 'http://evil.example', undefined]) {
      const get = (path: string) => (origin ? t.http.get(path).set('Origin', origin) : t.http.get(path)).expect(200);
      const early = await get('/categories');
      const routed = await get('/categories?from=nav');
      const other = await get('/health');
      expect(shared(early)).toEqual(shared(routed));
      const common = new Set([...perResponse, ...ownAnswer]);
      expect(shared(early, common)).toEqual(shared(other, common));
      expect(early.headers['x-content-type-options']).toBe('nosniff');
      expect(early.headers['content-security-policy']).toBeDefined();
      expect(early.headers['x-ratelimit-limit']).toBeDefined();
      expect(early.headers['access-control-allow-origin']).toBe(origin === 'http://shop.example' ? origin : undefined);
    }
  });

  it('answers the same through the Nest route (taken when there is a query string)', async () => {
    const early = await t.http.get('/categories').expect(200);
    const routed = await t.http.get('/categories?from=nav').expect(200);
    expect(routed.headers['content-type']).toBe(early.headers['content-type']);
    expect(routed.headers['content-type']).toContain('application/json');
    expect(routed.headers.etag).toBe(early.headers.etag);
    expect(routed.body).toEqual(early.body);
    await t.http.get('/categories?from=nav').set('If-None-Match', early.headers.etag).expect(304);
  });

  it('shows a category written through the model at once, under a new ETag', async () => {
    const before = await t.http.get('/categories').expect(200);
    await t.model('Category').create({ category_id: 4, name: 'FORD', image: '/static/categories/tesla.svg' });
    const after = await t.http.get('/categories').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.map((c: { name: string }) => c.name)).toEqual(['TESLA', 'KIA', 'TOYOTA', 'FORD']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a write through the model bumps the categories generation every process checks, before it resolves', async () => {
    const generations = t.connection.collection<{ _id: string; n?: number }>(GENERATIONS_COLLECTION);
    const before = (await generations.findOne({ _id: 'categories' }))?.n ?? 0;
    await t.model('Category').updateOne({ category_id: 4 }, { $set: { name: 'FORD' } });
    expect((await generations.findOne({ _id: 'categories' }))?.n).toBe(before + 1);
  });

  it(`shows a write another process made (it bumped the generation) within ${CHECK_EVERY_MS} ms, with no database read before that`, async () => {
    await t.app.get(CategoriesService).invalidate();
    const loadedFrom = Date.now();
    const before = await t.http.get('/categories').expect(200); // loaded and checked at loadedFrom or later
    // What another API process's model write does: the document, then the generation.
    await t.connection
      .collection('categories')
      .insertOne({ category_id: 7, name: 'OPEL', image: '/static/categories/kia.svg' });
    await t.connection
      .collection<{ _id: string }>(GENERATIONS_COLLECTION)
      .updateOne({ _id: 'categories' }, { $inc: { n: 1 } }, { upsert: true });
    const later = Date.now() + CHECK_EVERY_MS + 1;
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(loadedFrom);
      expect((await t.http.get('/categories').expect(200)).body).toEqual(before.body);
      clock.mockReturnValue(later);
      const after = await t.http.get('/categories').set('If-None-Match', before.headers.etag).expect(200);
      expect(after.body.map((c: { name: string }) => c.name)).toContain('OPEL');
    } finally {
      clock.mockRestore();
    }
    await t.connection.collection('categories').deleteOne({ category_id: 7 });
    await t.app.get(CategoriesService).invalidate();
    await t.http.get('/categories').expect(200); // warm again, as the tests below expect
  });

  it('invalidate() picks up a write that bypassed the model', async () => {
    await t.connection
      .collection('categories')
      .insertOne({ category_id: 5, name: 'MAZDA', image: '/static/categories/kia.svg' });
    expect((await t.http.get('/categories').expect(200)).body).toHaveLength(4);
    t.app.get(CategoriesService).invalidate();
    expect((await t.http.get('/categories').expect(200)).body).toHaveLength(5);
  });

  it('picks up a write from elsewhere (another process, npm run seed) once its copy is 30 s old', async () => {
    await t.connection
      .collection('categories')
      .insertOne({ category_id: 6, name: 'FIAT', image: '/static/categories/kia.svg' });
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + 29_000);
      expect((await t.http.get('/categories').expect(200)).body).toHaveLength(5);
      clock.mockReturnValue(now + 31_000);
      expect((await t.http.get('/categories').expect(200)).body).toHaveLength(6);
    } finally {
      clock.mockRestore();
    }
  });

  it('loads again after a failed load instead of keeping the failure', async () => {
    const categories = t.app.get(CategoriesService);
    categories.invalidate();
    const find = jest.spyOn(t.model('Category'), 'find').mockImplementationOnce(() => {
      throw new Error('database unreachable');
    });
    try {
      await t.http.get('/categories').expect(500);
    } finally {
      find.mockRestore();
    }
    expect((await t.http.get('/categories').expect(200)).body).toHaveLength(6);
  });
});
