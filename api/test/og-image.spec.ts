// GET /photos/:photoId/og.jpg: a stored photo's 1200×630 link-preview JPEG, made on its first
// request and kept with the photo's variants.
import sharp from 'sharp';
import { PhotosService } from '../src/photos/photos.service';
import { getImage, pngOf } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

describe('link-preview image', () => {
  let t: TestApp;
  let photos: PhotosService;

  beforeAll(async () => {
    t = await createTestApp();
    photos = t.app.get(PhotosService);
  });
  afterAll(() => t.close());

  const storedFile = (fileId: string) => t.connection.collection('photos.files').findOne({ _id: fileId as never });
  const store = async (width: number, height: number, colour: string) =>
    (
      await photos.ingest([{ filename: 'car.png', mimetype: 'image/png', data: await pngOf(width, height, colour) }])
    )[0];

  it('is a 1200×630 JPEG of a photo stored before it was asked for, served immutable', async () => {
    const photo = await store(2400, 1600, '#b03030');
    expect(await storedFile(`${photo.id}/og.jpg`)).toBeNull();

    const res = await getImage(t, `/photos/${photo.id}/og.jpg`).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(await storedFile(`${photo.id}/og.jpg`)).toMatchObject({ length: (res.body as Buffer).length });
  });

  it('fills the frame for a small or tall photo (cover crop, no bars)', async () => {
    const photo = await store(300, 500, '#2060c0');
    const res = await getImage(t, `/photos/${photo.id}/og.jpg`).expect(200);
    const { data, info } = await sharp(res.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    for (const [x, y] of [
      [0, 0],
      [1199, 629],
      [600, 315],
    ]) {
      const [r, g, b] = pixel(x, y);
      expect({ blueish: b > 150 && r < 80 && g < 140 }).toEqual({ blueish: true });
    }
  });

  it('is served from storage on the next request: it no longer needs the photo it was made from', async () => {
    const photo = await store(1800, 1200, '#30a050');
    const first = await getImage(t, `/photos/${photo.id}/og.jpg`).expect(200);
    // Without its source the preview could not be made again: a 200 now comes from the stored file.
    await t.connection.collection('photos.files').deleteOne({ _id: `${photo.id}/1600.webp` as never });
    const second = await getImage(t, `/photos/${photo.id}/og.jpg`).expect(200);
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    await getImage(t, `/photos/${photo.id}/og.jpg`).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('answers 404 for an unknown or malformed photo id, and stores nothing', async () => {
    await getImage(t, `/photos/${'0'.repeat(32)}/og.jpg`).expect(404);
    await getImage(t, '/photos/not-a-photo/og.jpg').expect(404);
    expect(await storedFile(`${'0'.repeat(32)}/og.jpg`)).toBeNull();
  });

  it('goes with the photo when the photo is discarded', async () => {
    const photo = await store(1000, 700, '#a0a020');
    await getImage(t, `/photos/${photo.id}/og.jpg`).expect(200);
    await photos.discard([photo.id]);
    expect(await storedFile(`${photo.id}/og.jpg`)).toBeNull();
    await getImage(t, `/photos/${photo.id}/og.jpg`).expect(404);
  });
});
