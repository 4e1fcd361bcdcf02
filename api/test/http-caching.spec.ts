// The public GETs a browser, nginx or a CDN may keep: each answers with Cache-Control and an
// ETag, and a revalidation naming that ETag gets a 304 without a body; a change gives a new ETag,
// so a revalidation after it gets the new answer. Signed-in reads stay uncached.
import { PHOTO_WIDTHS } from '../src/listings/photo-urls';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { getImage, listingWithPhotos } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

describe('HTTP caching of public reads', () => {
  let t: TestApp;
  let seller: Actor;
  let carId: string;
  let photoPath: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'http://shop.example' } });
    await createCategories(t);
    seller = await createActor(t, 'Seller', { isVerified: true });
    const car = await listingWithPhotos(t, seller, 1);
    carId = car._id.toString();
    await t.model('Listing').updateOne({ _id: car._id }, { isAdvertised: true });
    photoPath = `/photos/${car.photos![0].id}/${PHOTO_WIDTHS[0]}.webp`;
  });
  afterAll(() => t.close());

  const publicReads = () => [
    { path: '/categories', cacheControl: 'public, max-age=60' },
    { path: '/advertise', cacheControl: 'public, no-cache' },
    { path: `/listings/${carId}`, cacheControl: 'public, no-cache' },
    { path: `/sellers/${seller.userId}`, cacheControl: 'public, no-cache' },
  ];

  it('answers each public read with Cache-Control and an ETag, and a revalidation naming it with a bodiless 304', async () => {
    for (const { path, cacheControl } of publicReads()) {
      const first = await t.http.get(path).expect(200);
      expect([path, first.headers['cache-control']]).toEqual([path, cacheControl]);
      const etag = first.headers.etag;
      expect([path, etag]).toEqual([path, expect.stringMatching(/^W\/"[\w-]+"$/)]);

      const again = await t.http.get(path).set('If-None-Match', etag).set('Origin', 'http://shop.example').expect(304);
      expect([path, again.text ?? '']).toEqual([path, '']);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(cacheControl);
      // Like every answer: the security and CORS headers.
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(again.headers['access-control-allow-origin']).toBe('http://shop.example');

      // A list of tags, the strong form of a weak one: still the client's copy.
      await t.http
        .get(path)
        .set('If-None-Match', `"other", ${etag.slice(2)}`)
        .expect(304);
      const other = await t.http.get(path).set('If-None-Match', 'W/"something-else"').expect(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it('sends the same ETag with a compressed answer, and a 304 to a revalidation that accepts compression', async () => {
    const plain = await t.http.get('/advertise').expect(200);
    const many = await Promise.all(
      Array.from({ length: 6 }, () => createListing(t, seller, { isAdvertised: true, desc: 'x'.repeat(400) })),
    );
    expect(many).toHaveLength(6);
    const compressed = await t.http.get('/advertise').set('Accept-Encoding', 'br').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).not.toBe(plain.headers.etag); // the list changed
    const uncompressed = await t.http.get('/advertise').expect(200);
    expect(uncompressed.headers.etag).toBe(compressed.headers.etag);
    const revalidated = await t.http
      .get('/advertise')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', compressed.headers.etag)
      .expect(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it("gives a car's page a new ETag once its seller changed it, so a revalidation gets the new price", async () => {
    const path = `/listings/${carId}`;
    const before = await t.http.get(path).expect(200);
    await t.http.put(path).set('Authorization', seller.bearer).send({ sale_price: 38.5 }).expect(200);
    const after = await t.http.get(path).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.sale_price).toBe(38.5);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("serves a photo's variant with a year's Cache-Control and its ETag, and a 304 to a revalidation", async () => {
    const first = await getImage(t, photoPath).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await t.http.get(photoPath).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('leaves unknown cars, signed-in reads and writes without Cache-Control', async () => {
    const missing = await t.http.get('/listings/0123456789abcdef01234567').expect(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
    const page = await t.http.get('/category/1').set('Authorization', seller.bearer).expect(200);
    expect(page.headers['cache-control']).toBeUndefined();
    const wishlist = await t.http.get('/wishlist').set('Authorization', seller.bearer);
    expect(wishlist.headers['cache-control']).toBeUndefined();
  });
});
