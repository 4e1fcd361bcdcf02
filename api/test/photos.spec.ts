// The photo pipeline and store: what PhotosService.ingest accepts and refuses, and how
// GET /photos/:photoId/:width.webp serves what it stored.
import { mongo } from 'mongoose';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '../src/listings/photo-urls';
import { PhotosService } from '../src/photos/photos.service';
import {
  cameraJpeg,
  getImage,
  hasExifGps,
  photoStoreSnapshot,
  pngClaiming,
  pngOf,
  truncatedJpeg,
} from './support/photos';
import { createTestApp, testEnv, type TestApp } from './support/test-app';

describe('photos', () => {
  let t: TestApp;
  let photos: PhotosService;

  beforeAll(async () => {
    t = await createTestApp();
    photos = t.app.get(PhotosService);
  });
  afterAll(() => t.close());

  const fetchVariant = (id: string, width: number) => getImage(t, `/photos/${id}/${width}.webp`);

  describe('ingest', () => {
    it('serves every width as WebP without the EXIF GPS position or camera data it came with', async () => {
      const upload = await cameraJpeg({ width: 2400, height: 1600 });
      expect(await hasExifGps(upload)).toBe(true);
      const [stored] = await photos.ingest([{ filename: 'car.jpg', mimetype: 'image/jpeg', data: upload }]);
      expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), width: 1600, height: 1067 });
      for (const width of PHOTO_WIDTHS) {
        const res = await fetchVariant(stored.id, width);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.body as Buffer).metadata();
        expect({ format: meta.format, width: meta.width, exif: meta.exif, xmp: meta.xmp }).toEqual({
          format: 'webp',
          width,
          exif: undefined,
          xmp: undefined,
        });
        expect(await hasExifGps(res.body as Buffer)).toBe(false);
        expect((res.body as Buffer).includes(Buffer.from('SN-123456789'))).toBe(false);
      }
    });

    it('applies the EXIF orientation: a sideways camera photo is stored upright', async () => {
      // Stored 400×200, left red / right blue, tagged "rotate 90° clockwise to view".
      const [stored] = await photos.ingest([
        { filename: 'side.jpg', mimetype: 'image/jpeg', data: await cameraJpeg({ orientation: 6 }) },
      ]);
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 200, height: 400 });
      const res = await fetchVariant(stored.id, 320);
      const { data, info } = await sharp(res.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      expect(info.width).toBe(200); // never enlarged past the upload
      const [topR, , topB] = pixel(100, 50);
      const [bottomR, , bottomB] = pixel(100, 350);
      expect({ topIsRed: topR > 200 && topB < 60, bottomIsBlue: bottomB > 200 && bottomR < 60 }).toEqual({
        topIsRed: true,
        bottomIsBlue: true,
      });
    });

    it('gives the same bytes the same id and stores them once', async () => {
      const data = await pngOf(640, 480, '#804020');
      const [a] = await photos.ingest([{ filename: 'a.png', mimetype: 'image/png', data }]);
      const before = await photoStoreSnapshot(t);
      const [b] = await photos.ingest([{ filename: 'b.png', mimetype: 'image/png', data }]);
      expect(b).toEqual(a);
      expect(await photoStoreSnapshot(t)).toBe(before);
    });

    it('accepts WebP and AVIF', async () => {
      const webp = await sharp(await pngOf(300, 200, '#10a010'))
        .webp()
        .toBuffer();
      const avif = await sharp(await pngOf(300, 200, '#a010a0'))
        .avif()
        .toBuffer();
      const stored = await photos.ingest([
        { filename: 'x.webp', mimetype: 'image/webp', data: webp },
        { filename: 'y.avif', mimetype: 'image/avif', data: avif },
      ]);
      expect(stored.map((p) => [p.width, p.height])).toEqual([
        [300, 200],
        [300, 200],
      ]);
    });

    const refusals: [string, () => Promise<Buffer>, string, number, RegExp][] = [
      [
        'text named and typed as a JPEG',
        async () => Buffer.from('definitely not a picture'),
        'car.jpg',
        415,
        /not a JPEG, PNG, WebP or AVIF/,
      ],
      [
        'a GIF (an image, but not one we take)',
        () =>
          sharp(Buffer.alloc(300), { raw: { width: 10, height: 10, channels: 3 } })
            .gif()
            .toBuffer(),
        'car.jpg',
        415,
        /not a JPEG, PNG, WebP or AVIF/,
      ],
      ['an image over 40 megapixels', () => pngClaiming(8000, 7000), 'big.png', 400, /larger than 40 megapixels/],
      [
        'a decompression bomb (a tiny file claiming 60000×60000 pixels)',
        () => pngClaiming(60000, 60000),
        'bomb.png',
        400,
        /larger than 40 megapixels/,
      ],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg', 400, /damaged or truncated/],
      ['a file over 10 MB', async () => Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg', 413, /larger than 10 MB/],
    ];

    it.each(refusals)(
      'refuses %s and stores nothing, not even the good photo beside it',
      async (_name, make, filename, status, message) => {
        const good = { filename: 'good.png', mimetype: 'image/png', data: await pngOf(500, 300, '#123456') };
        const before = await photoStoreSnapshot(t);
        const failure = await photos
          .ingest([good, { filename, mimetype: 'image/jpeg', data: await make() }])
          .catch((e: unknown) => e);
        expect(failure).toMatchObject({ status, message: expect.stringMatching(message) });
        expect((failure as Error).message).toContain(filename);
        expect(await photoStoreSnapshot(t)).toBe(before);
      },
    );
  });

  describe('discard', () => {
    it('removes every variant, and is idempotent', async () => {
      const [stored] = await photos.ingest([
        { filename: 'd.png', mimetype: 'image/png', data: await pngOf(900, 600, '#445566') },
      ]);
      await photos.discard([stored.id]);
      for (const width of PHOTO_WIDTHS) expect((await fetchVariant(stored.id, width)).status).toBe(404);
      await expect(photos.discard([stored.id])).resolves.toBeUndefined();
    });

    it('keeps a photo that a listing still shows (ids are shared content addresses)', async () => {
      const [stored] = await photos.ingest([
        { filename: 'e.png', mimetype: 'image/png', data: await pngOf(900, 600, '#665544') },
      ]);
      await t.connection
        .collection('listings')
        .insertOne({ name: 'Sharing', photos: [{ id: stored.id, width: 900, height: 600 }] });
      await photos.discard([stored.id]);
      expect((await fetchVariant(stored.id, 800)).status).toBe(200);
    });
  });

  it('answers an id just found missing again without a database read, until that photo is stored', async () => {
    const data = await pngOf(900, 600, '#13579b');
    const [stored] = await photos.ingest([{ filename: 'n.png', mimetype: 'image/png', data }]);
    await photos.discard([stored.id]);
    const reads = jest.spyOn(mongo.GridFSBucket.prototype, 'find');
    try {
      for (const width of [320, 800, 320]) expect((await fetchVariant(stored.id, width)).status).toBe(404);
      expect(reads).toHaveBeenCalledTimes(1);
      await photos.ingest([{ filename: 'n.png', mimetype: 'image/png', data }]);
      expect((await fetchVariant(stored.id, 800)).status).toBe(200);
    } finally {
      reads.mockRestore();
    }
  });

  describe('GET /photos/:photoId/:width.webp', () => {
    const TEST_PHOTOS_LIMIT = testEnv({ databaseName: 'x' }).RATE_LIMIT_PHOTOS_PER_MINUTE;
    let id: string;
    beforeAll(async () => {
      [{ id }] = await photos.ingest([
        { filename: 'g.png', mimetype: 'image/png', data: await pngOf(1200, 800, '#0a0b0c') },
      ]);
    });

    it('is public and cached for a year under an ETag', async () => {
      const res = await t.http.get(`/photos/${id}/800.webp`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      // Counted against their own, generous per-client limit (a gallery is many requests).
      expect(res.headers['x-ratelimit-limit']).toBe(TEST_PHOTOS_LIMIT);
    });

    it('answers 304 with no body when the browser already has it', async () => {
      const { headers } = await t.http.get(`/photos/${id}/320.webp`).expect(200);
      const res = await t.http.get(`/photos/${id}/320.webp`).set('If-None-Match', headers.etag).expect(304);
      expect(res.text ?? '').toBe('');
      // Another width is another entity.
      await t.http.get(`/photos/${id}/800.webp`).set('If-None-Match', headers.etag).expect(200);
    });

    it.each([
      ['an unknown photo', () => `/photos/${'0'.repeat(32)}/800.webp`],
      ['a width that is not stored', () => `/photos/${id}/500.webp`],
      ['another format', () => `/photos/${id}/800.jpg`],
      ['a malformed id', () => `/photos/..%2F..%2Fetc/800.webp`],
    ])('answers 404 for %s', async (_name, path) => {
      const res = await t.http.get(path()).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    });
  });
});
