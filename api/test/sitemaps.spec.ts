// GET /sitemap.xml and the files it names, with a per-file limit of 2 so the split shows.
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const APP = 'https://cars.example.test';
const PER_FILE = 2;

/** The <loc> of each entry, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
/** lastmod of each listing URL, by path. */
const lastmods = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map((m) => [
      m[1].replace(APP, ''),
      m[2],
    ]),
  );

describe('sitemaps', () => {
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_APP_URL: `${APP}/`, SITEMAP_URLS_PER_FILE: String(PER_FILE) } });
    await createCategories(t);
    [seller, otherSeller] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Seller')]);
    await Promise.all([createActor(t, 'Buyer'), createActor(t, 'Admin')]);
  });
  afterAll(() => t.close());

  const get = (path: string) =>
    t.http
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done(null, body));
      });
  /** Every URL of every file the index names, and the files' paths. */
  async function crawl(): Promise<{ files: string[]; urls: string[] }> {
    const index = await get('/sitemap.xml').expect(200);
    const files = locs(index.body as string).map((loc) => loc.replace(APP, ''));
    const urls: string[] = [];
    for (const file of files) urls.push(...locs((await get(file).expect(200)).body as string));
    return { files, urls };
  }

  it('names home, blog, every listing on the market and every seller page, split into files of at most the limit', async () => {
    const listed = [];
    for (let i = 0; i < 5; i++) listed.push(await createListing(t, i % 2 ? seller : otherSeller));
    listed.push(await createListing(t, seller, { isSold: true })); // booked: its page answers 200
    const deleted = await createListing(t, seller);
    await t.http.delete(`/product_delete/${deleted._id}`).set('Authorization', seller.bearer).expect(200);
    const elsewhere = await createListing(t, seller);
    await t.http.post(`/listings/${elsewhere._id}/sold-elsewhere`).set('Authorization', seller.bearer).expect(200);
    const closed = await createActor(t, 'Seller');
    await t.http.delete('/me').set('Authorization', closed.bearer).expect(200);

    const { files, urls } = await crawl();
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/listings-1.xml',
      '/sitemaps/listings-2.xml',
      '/sitemaps/listings-3.xml',
      '/sitemaps/sellers-1.xml',
    ]);
    expect(urls.slice(0, 2)).toEqual([`${APP}/`, `${APP}/blog`]);
    const listingUrls = urls.filter((u) => u.includes('/listing/'));
    expect(listingUrls.sort()).toEqual(listed.map((l) => `${APP}/listing/${l._id}`).sort());
    expect(urls.filter((u) => u.includes('/seller/')).sort()).toEqual(
      [seller, otherSeller].map((s) => `${APP}/seller/${s.userId}`).sort(),
    );
    for (const file of files.slice(1))
      expect(locs((await get(file)).body as string).length).toBeLessThanOrEqual(PER_FILE);
    // Past the last file, and names that are no file.
    for (const path of ['/sitemaps/listings-4.xml', '/sitemaps/sellers-2.xml', '/sitemaps/listings-0.xml'])
      await get(path).expect(404);
    await get('/sitemaps/listings-x.xml').expect(404);
  });

  it('dates each listing by its last change (its posting until then), and drops it once it leaves the market', async () => {
    const car = await createListing(t, seller, { poste_date: new Date('2025-03-01T09:00:00Z') });
    const path = `/listing/${car._id}`;
    const fileOf = async () => {
      const { files } = await crawl();
      for (const file of files.filter((f) => f.includes('listings-'))) {
        const found = lastmods((await get(file)).body as string)[path];
        if (found) return found;
      }
      return undefined;
    };
    expect(await fileOf()).toBe('2025-03-01T09:00:00.000Z');
    const before = Date.now();
    await t.http
      .put(`/listings/${car._id}`)
      .set('Authorization', seller.bearer)
      .send({ desc: 'New tyres.' })
      .expect(200);
    expect(Date.parse((await fileOf())!)).toBeGreaterThanOrEqual(before - 1000);
    await t.http.delete(`/product_delete/${car._id}`).set('Authorization', seller.bearer).expect(200);
    expect(await fileOf()).toBeUndefined();
  });

  it('is public XML a shared cache may keep, each file streamed as it is read', async () => {
    const index = await get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const file = await get('/sitemaps/listings-1.xml').expect(200);
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['transfer-encoding']).toBe('chunked');
    expect(file.body).toMatch(/<\/urlset>\n$/);
  });
});
