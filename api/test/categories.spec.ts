// GET /categories is answered from memory: revalidation with ETag/304, with the headers every
// response carries, and a write shows at once.
import { CategoriesService } from '../src/categories/categories.service';
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
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.http.get('/categories').set('If-None-Match', etag).set('Origin', 'http://shop.example').expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['access-control-allow-origin']).toBe('http://shop.example');

    await t.http.get('/categories').set('If-None-Match', '"something-else"').expect(200);
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

  it('invalidate() picks up a write that bypassed the model', async () => {
    await t.connection.collection('categories').insertOne({ category_id: 5, name: 'MAZDA', image: '/static/categories/kia.svg' });
    expect((await t.http.get('/categories').expect(200)).body).toHaveLength(4);
    t.app.get(CategoriesService).invalidate();
    expect((await t.http.get('/categories').expect(200)).body).toHaveLength(5);
  });

  it('picks up a write from elsewhere (another process, npm run seed) once its copy is 30 s old', async () => {
    await t.connection.collection('categories').insertOne({ category_id: 6, name: 'FIAT', image: '/static/categories/kia.svg' });
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
