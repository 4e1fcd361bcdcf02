// Photo uploads under abuse: decompression bombs, a storm of them, the per-process encode queue,
// clients that go away, the per-account upload rate, the per-seller storage quota, and the
// removal of a shared (content-addressed) photo racing an upload of the same bytes.
import sharp from 'sharp';
import { EncodeQueue } from '../src/photos/encode-queue';
import { PhotoStore } from '../src/photos/photo-store';
import { PhotosService } from '../src/photos/photos.service';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { getImage, photoStoreSnapshot, pngOf } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

/** A real AVIF of one flat colour: a few hundred bytes that decode to width×height pixels. */
const flatAvif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .avif({ effort: 0 })
    .toBuffer();

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('photo uploads under abuse', () => {
  let t: TestApp;
  let queue: EncodeQueue;
  let bomb: Buffer;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_UPLOAD_PER_MINUTE: '10',
        PHOTO_ENCODE_CONCURRENCY: '1',
        PHOTO_ENCODE_QUEUE: '1',
        PHOTO_QUOTA_MB_PER_SELLER: '1',
      },
    });
    queue = t.app.get(EncodeQueue);
    await createCategories(t);
    bomb = await flatAvif(7000, 7000);
  });
  afterAll(() => t.close());

  const upload = (seller: Actor, listingId: unknown, data: Buffer, filename = 'car.avif') =>
    t.http
      .post(`/listings/${String(listingId)}/photos`)
      .set('Authorization', seller.bearer)
      .attach('photos', data, filename);

  it('refuses ten decompression bombs sent at once while /health keeps answering 200', async () => {
    expect(bomb.length).toBeLessThan(4096);
    const seller = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    const before = await photoStoreSnapshot(t);
    const health: number[] = [];
    let storming = true;
    const probing = (async () => {
      while (storming) health.push((await t.http.get('/health')).status);
    })();
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(seller, listing._id, bomb)));
    storming = false;
    await probing;

    for (const res of answers) {
      expect([400, 413, 503]).toContain(res.status);
      if (res.status === 503) expect(res.headers['retry-after']).toBeDefined();
      else expect(res.body.message).toMatch(/"car\.avif" is larger than 40 megapixels/);
    }
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    expect(await photoStoreSnapshot(t)).toBe(before);
  });

  it('refuses a file that claims far more pixels than its bytes can hold, before decoding it', async () => {
    const seller = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    // 16 megapixels (under the cap) in a few hundred bytes.
    const res = await upload(seller, listing._id, await flatAvif(4000, 4000), 'flat.avif').expect(400);
    expect(res.body.message).toMatch(/^"flat\.avif" claims 4000×4000 pixels in only \d+ bytes; it is not a photo$/);
  });

  it('answers 503 with Retry-After when the encode queue is full, and stores nothing', async () => {
    const seller = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    let finish!: () => void;
    const busy = [1, 2].map(() => queue.run(() => new Promise<void>((resolve) => (finish = resolve))));
    await until(() => queue.load.running === 1 && queue.load.waiting === 1);
    const before = await photoStoreSnapshot(t);
    const res = await upload(seller, listing._id, await pngOf(400, 300, '#0a0a0a'), 'car.png').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).toMatch(/Too many photos are being processed/);
    finish();
    await until(() => queue.load.running === 1 && queue.load.waiting === 0);
    finish();
    await Promise.all(busy);
    expect(await photoStoreSnapshot(t)).toBe(before);
  });

  it('drops an upload waiting for its turn once its client goes away', async () => {
    const seller = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    let finish!: () => void;
    const busy = queue.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const before = await photoStoreSnapshot(t);
    const call = upload(seller, listing._id, await pngOf(420, 300, '#0b0b0b'), 'gone.png');
    const settled = call.then(
      () => 'answered',
      () => 'aborted',
    );
    await until(() => queue.load.waiting === 1);
    call.abort();
    await until(() => queue.load.waiting === 0);
    expect(queue.load.running).toBe(1);
    finish();
    await busy;
    await settled;
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await photoStoreSnapshot(t)).toBe(before);
  });

  it('limits photo uploads per account (429 with Retry-After), counted across the upload routes', async () => {
    const seller = await createActor(t, 'Seller');
    const other = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    const notAnImage = Buffer.from('not an image');
    for (let i = 0; i < 9; i++) await upload(seller, listing._id, notAnImage, 'x.jpg').expect(415);
    await t.http.post('/listings').set('Authorization', seller.bearer).field('name', 'x').expect(400);
    const res = await upload(seller, listing._id, notAnImage, 'x.jpg').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await upload(other, (await createListing(t, other))._id, notAnImage, 'x.jpg').expect(415);
  });

  it("refuses with 413 an upload past the seller's storage quota, counting what the seller's listings store", async () => {
    const seller = await createActor(t, 'Seller');
    const listing = await createListing(t, seller);
    const noise = Buffer.alloc(1100 * 1024, 7);
    const tooBig = await upload(seller, listing._id, noise, 'big.jpg').expect(413);
    expect(tooBig.body.message).toMatch(/^Your listings' photos use 0\.0 MB of your 1\.0 MB; this upload \(1\.1 MB\)/);

    // What the seller's listings already show counts too.
    const [stored] = await t.app
      .get(PhotosService)
      .ingest([{ filename: 'a.png', mimetype: 'image/png', data: await pngOf(640, 480, '#a0a0a0') }]);
    await createListing(t, seller, { photos: [stored] });
    await t.connection
      .collection('photos.files')
      .updateMany({ 'metadata.photoId': stored.id }, { $set: { length: 400 * 1024 } });
    const full = await upload(seller, listing._id, await pngOf(300, 200, '#0c0c0c'), 'small.png').expect(413);
    expect(full.body.message).toMatch(/^Your listings' photos use 1\.2 MB of your 1\.0 MB/);
  });

  it('never removes the bytes of a photo that an upload of the same bytes is about to show', async () => {
    const seller = await createActor(t, 'Seller');
    const photos = t.app.get(PhotosService);
    const store = t.app.get(PhotoStore);
    const data = await pngOf(500, 360, '#3c3c00');
    const [shared] = await photos.ingest([{ filename: 'a.png', mimetype: 'image/png', data }]);
    const first = await createListing(t, seller, { photos: [shared] });
    const second = await createListing(t, seller);

    // The first listing's seller removes the photo; the removal pauses just before the bytes go.
    let entered!: () => void;
    let open!: () => void;
    const removalPaused = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (open = resolve));
    const remove = store.remove.bind(store);
    jest.spyOn(store, 'remove').mockImplementationOnce(async (ids) => {
      entered();
      await gate;
      return remove(ids);
    });
    const removing = t.http
      .delete(`/listings/${first._id}/photos/${shared.id}`)
      .set('Authorization', seller.bearer)
      .then((res) => res.status);
    await removalPaused;

    // Meanwhile the same bytes are uploaded to the second listing. It may finish before the
    // removal does (then it must have found the bytes there and they must stay), or wait for it.
    const existing = jest.spyOn(store, 'existing');
    const uploading = upload(seller, second._id, data, 'same.png').then((res) => res.status);
    await Promise.race([
      uploading,
      until(() => existing.mock.calls.length > 0),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    open();
    expect(await Promise.all([removing, uploading])).toEqual([200, 201]);
    existing.mockRestore();

    const shown = await t.model<{ photos: { id: string }[] }>('Listing').findById(second._id).lean();
    expect(shown!.photos.map((p) => p.id)).toEqual([shared.id]);
    for (const width of [320, 800, 1600]) await getImage(t, `/photos/${shared.id}/${width}.webp`).expect(200);
  });
});
