// Test images made with sharp, and a look at the photo store (GridFS) for "nothing changed" checks.
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { PhotosService, type StoredPhoto } from '../../src/photos/photos.service';
import { COVER_WIDTH, photoUrl } from '../../src/listings/photo-urls';
import type { ListingRecord } from '../../src/listings/schemas/listing.schema';
import { createListing, type Actor } from './fixtures';
import type { TestApp } from './test-app';

/** A JPEG with camera EXIF: GPS position, camera serial number, and an orientation tag. */
export async function cameraJpeg(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 400;
  const height = options.height ?? 200;
  // Left half red, right half blue, so a rotation shows.
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const right = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: width / 2, top: 0 },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X100' },
      IFD2: { BodySerialNumber: 'SN-123456789' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
}

/** True when the image carries EXIF with a GPS block (tag 0x8825, either byte order). */
export async function hasExifGps(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export const pngOf = (width: number, height: number, colour = '#2a7ab0') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A real PNG whose header claims width×height pixels (what a decompression bomb looks like to a decoder). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(8, 8));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A photo-like JPEG (noise, so it has substance) cut off part-way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.alloc(600 * 400 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

/** Every document of the photo store, to compare before and after a refused call. */
export async function photoStoreSnapshot(t: TestApp): Promise<string> {
  const dump = await Promise.all(
    ['photos.files', 'photos.chunks'].map(async (name) => [
      name,
      await t.connection.collection(name).find().sort({ _id: 1 }).toArray(),
    ]),
  );
  return JSON.stringify(dump);
}

/** `count` distinct photos, stored through PhotosService (the same ones on every call: content addresses). */
export async function storedPhotos(t: TestApp, count: number): Promise<StoredPhoto[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      filename: `p${i}.png`,
      mimetype: 'image/png',
      data: await pngOf(320 + i, 240, '#3366cc'),
    })),
  );
  return t.app.get(PhotosService).ingest(files);
}

/** A listing of `seller` showing `count` stored photos, the first as its cover. */
export async function listingWithPhotos(t: TestApp, seller: Actor, count: number): Promise<ListingRecord> {
  const photos = await storedPhotos(t, count);
  return createListing(t, seller, { photos, image: photoUrl(photos[0].id, COVER_WIDTH) });
}

/** GET an image from the API with its bytes as the body. */
export function getImage(t: TestApp, path: string) {
  return t.http
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    });
}
