// The photo calls on a listing over HTTP: a seller's round trip upload → reorder →
// delete, and every bad upload refused with a clear 4xx that leaves the database and GridFS as they were.
import sharp from 'sharp';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { PhotosService } from '../src/photos/photos.service';
import {
  cameraJpeg,
  getImage,
  hasExifGps,
  listingWithPhotos,
  pngClaiming,
  pngOf,
  truncatedJpeg,
} from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

describe('listing photo calls', () => {
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, otherSeller] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Seller')]);
  });
  afterAll(() => t.close());

  const fetchPhoto = (src: string) => getImage(t, src);

  it('round trip: upload three photos, reorder them, delete one', async () => {
    const listing = await createListing(t, seller, { image: '/static/cars/sedan-red.svg' });
    const jpeg = await cameraJpeg({ width: 1800, height: 1200 });
    const png = await pngOf(1000, 750, '#cc3300');
    const webp = await sharp(await pngOf(640, 480, '#00cc33'))
      .webp()
      .toBuffer();

    const added = await t.http
      .post(`/listings/${listing._id}/photos`)
      .set('Authorization', seller.bearer)
      .attach('photos', jpeg, { filename: 'front.jpg', contentType: 'image/jpeg' })
      .attach('photos', png, { filename: 'side.png', contentType: 'image/png' })
      .attach('photos', webp, { filename: 'back.webp', contentType: 'image/webp' })
      .expect(201);
    const photos = added.body.photos as { id: string; width: number; height: number; src: string; srcset: string }[];
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1067],
      [1000, 750],
      [640, 480],
    ]);
    expect(added.body.image).toBe(photos[0].src);
    expect(photos[0].srcset).toBe(
      `/photos/${photos[0].id}/320.webp 320w, /photos/${photos[0].id}/800.webp 800w, /photos/${photos[0].id}/1600.webp 1600w`,
    );
    for (const photo of photos) {
      for (const [url] of photo.srcset.split(', ').map((s) => s.split(' '))) {
        const res = await fetchPhoto(url).expect(200);
        expect(await hasExifGps(res.body as Buffer)).toBe(false);
      }
    }

    const order = [photos[2].id, photos[0].id, photos[1].id];
    const reordered = await t.http
      .put(`/listings/${listing._id}/photos/order`)
      .set('Authorization', seller.bearer)
      .send({ order })
      .expect(200);
    expect(reordered.body.photos.map((p: { id: string }) => p.id)).toEqual(order);
    expect(reordered.body.image).toBe(`/photos/${photos[2].id}/800.webp`);

    const removed = await t.http
      .delete(`/listings/${listing._id}/photos/${photos[2].id}`)
      .set('Authorization', seller.bearer)
      .expect(200);
    expect(removed.body.photos.map((p: { id: string }) => p.id)).toEqual([photos[0].id, photos[1].id]);
    expect(removed.body.image).toBe(photos[0].src);
    await fetchPhoto(photos[2].src).expect(404);
    await fetchPhoto(photos[0].src).expect(200);

    // The public page shows the same photos in the same order.
    const page = await t.http.get(`/listings/${listing._id}`).expect(200);
    expect(page.body.photos.map((p: { id: string }) => p.id)).toEqual([photos[0].id, photos[1].id]);
  });

  const MB = 1024 * 1024;
  /** A good photo before the bad one: it must not be kept either. */
  const withGood = async (bad: [Buffer, string]): Promise<[Buffer, string][]> => [
    [await pngOf(300, 200, '#778899'), 'good.png'],
    bad,
  ];
  const refusals: [string, () => Promise<[Buffer, string][]>, number, RegExp][] = [
    [
      'text named and typed as a JPEG',
      () => withGood([Buffer.from('not a photo at all'), 'car.jpg']),
      415,
      /not a JPEG, PNG, WebP or AVIF/,
    ],
    ['a file over 10 MB', () => withGood([Buffer.alloc(10 * MB + 1, 1), 'huge.jpg']), 413, /at most 10 MB/],
    [
      'eleven photos in one upload',
      async () =>
        Promise.all(
          Array.from({ length: 11 }, async (_, i) => [await pngOf(50 + i, 50), `p${i}.png`] as [Buffer, string]),
        ),
      400,
      /At most 10 photos/,
    ],
    [
      'an image over 50 megapixels',
      async () => withGood([await pngClaiming(9000, 6000), 'big.png']),
      400,
      /larger than 50 megapixels/,
    ],
    [
      'a decompression bomb',
      async () => withGood([await pngClaiming(65000, 65000), 'bomb.png']),
      400,
      /larger than 50 megapixels/,
    ],
    ['a truncated file', async () => withGood([await truncatedJpeg(), 'cut.jpg']), 400, /damaged or truncated/],
    ['no photo at all', async () => [], 400, /at least one photo/],
  ];

  it.each(refusals)('refuses %s with a clear message and changes nothing', async (_name, files, status, message) => {
    const listing = await createListing(t, seller);
    const before = await snapshot(t);
    let call = t.http.post(`/listings/${listing._id}/photos`).set('Authorization', seller.bearer).field('note', 'x');
    for (const [data, filename] of await files()) call = call.attach('photos', data, filename);
    const res = await call;
    expect({ status: res.status, message: res.body.message }).toEqual({
      status,
      message: expect.stringMatching(message),
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses an 11th photo for a listing that has ten', async () => {
    const listing = await listingWithPhotos(t, seller, 10);
    const before = await snapshot(t);
    const res = await t.http
      .post(`/listings/${listing._id}/photos`)
      .set('Authorization', seller.bearer)
      .attach('photos', await pngOf(333, 222, '#102030'), 'eleventh.png')
      .expect(400);
    expect(res.body.message).toMatch(/at most 10 photos/);
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses another seller's listing with 403 before storing anything", async () => {
    const listing = await createListing(t, seller);
    const before = await snapshot(t);
    const res = await t.http
      .post(`/listings/${listing._id}/photos`)
      .set('Authorization', otherSeller.bearer)
      .attach('photos', await pngOf(300, 300, '#aabbcc'), 'mine.png')
      .expect(403);
    expect(res.body.message).toMatch(/another seller/);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses an order that is not a permutation of the photos, and an unknown photo', async () => {
    const listing = await listingWithPhotos(t, seller, 3);
    const ids = listing.photos.map((p) => p.id);
    const before = await snapshot(t);
    for (const order of [ids.slice(0, 2), [ids[0], ids[0], ids[1]], [...ids, 'f'.repeat(32)]]) {
      await t.http
        .put(`/listings/${listing._id}/photos/order`)
        .set('Authorization', seller.bearer)
        .send({ order })
        .expect(400);
    }
    await t.http
      .put(`/listings/${listing._id}/photos/order`)
      .set('Authorization', seller.bearer)
      .send({ order: 'abc' })
      .expect(400);
    await t.http
      .delete(`/listings/${listing._id}/photos/${'e'.repeat(32)}`)
      .set('Authorization', seller.bearer)
      .expect(404);
    expect(await snapshot(t)).toBe(before);
  });

  it('keeps the bytes of a photo another listing still shows when one listing removes it', async () => {
    const upload = { filename: 'shared.png', mimetype: 'image/png', data: await pngOf(500, 400, '#5a5a00') };
    const [shared] = await t.app.get(PhotosService).ingest([upload]);
    const [a, b] = [
      await createListing(t, seller, { photos: [shared] }),
      await createListing(t, seller, { photos: [shared] }),
    ];
    await t.http.delete(`/listings/${a._id}/photos/${shared.id}`).set('Authorization', seller.bearer).expect(200);
    await fetchPhoto(`/photos/${shared.id}/800.webp`).expect(200);
    await t.http.delete(`/listings/${b._id}/photos/${shared.id}`).set('Authorization', seller.bearer).expect(200);
    await fetchPhoto(`/photos/${shared.id}/800.webp`).expect(404);
  });

  it('deleting a listing deletes its photos from GridFS (those no other listing shows)', async () => {
    const photos = t.app.get(PhotosService);
    const [own, shared] = await photos.ingest([
      { filename: 'own.png', mimetype: 'image/png', data: await pngOf(640, 400, '#4b0082') },
      { filename: 'shared.png', mimetype: 'image/png', data: await pngOf(640, 400, '#008b8b') },
    ]);
    const doomed = await createListing(t, seller, { photos: [own, shared] });
    await createListing(t, otherSeller, { photos: [shared] });
    await t.http.delete(`/product_delete/${doomed._id}`).set('Authorization', seller.bearer).expect(200);
    for (const width of [320, 800, 1600]) await fetchPhoto(`/photos/${own.id}/${width}.webp`).expect(404);
    expect(await t.connection.collection('photos.chunks').countDocuments({ files_id: { $regex: `^${own.id}/` } })).toBe(
      0,
    );
    await fetchPhoto(`/photos/${shared.id}/800.webp`).expect(200);
  });
});
