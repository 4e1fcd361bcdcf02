// Photos for every seeded car, rendered at seed time from the car illustrations in api/assets
// (nothing is downloaded): the same car in other light and from other angles, sent through the
// real upload pipeline (PhotosService.ingest) like a seller's photos.
import { Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ASSETS_DIR, STATIC_PREFIX } from '../assets';
import { ListingPhotosService } from '../listings/listing-photos.service';
import { ListingQueries } from '../listings/listing-queries.service';
import { PhotosService, type StoredPhoto } from '../photos/photos.service';
import type { SeedExtension } from './seed-extension';
import { SEED_LISTINGS } from './seed.data';

/**
 * Rendered width. Flat drawings stay crisp when scaled up, and encoding is most of the seed's
 * time: at 800 px no wider variant is encoded (measured: see the commit).
 */
const RENDER_WIDTH = 800;
const RENDER_CONCURRENCY = 3;
/** The illustrations' own size (viewBox 0 0 640 400). */
const DRAWING = { width: 640, height: 400 };

interface Shot {
  /** Sky gradient (top, bottom) and ground colour replacing the drawing's daylight ones. */
  light?: { sky: [string, string]; ground: string };
  /** The other side of the car. */
  flop?: boolean;
  /** A close-up: the part of the drawing kept, as fractions of it (left, top, width, height). */
  crop?: [number, number, number, number];
  /** Degrees the camera is tilted. */
  tilt?: number;
}

const GOLDEN_HOUR = { sky: ['#fde2c0', '#f3a86b'], ground: '#c7b39a' } satisfies Shot['light'];
const DUSK = { sky: ['#3b4a7a', '#b07aa1'], ground: '#6c6f80' } satisfies Shot['light'];
const OVERCAST = { sky: ['#d9dde2', '#b9c0c8'], ground: '#9aa3ab' } satisfies Shot['light'];

/** The shots of a car, in gallery order; the first is the cover (the drawing as the card shows it). */
export const SHOTS: Shot[] = [
  {},
  { flop: true, light: GOLDEN_HOUR },
  { crop: [0.45, 0.3, 0.55, 0.55] },
  { flop: true, crop: [0.4, 0.3, 0.6, 0.6], light: DUSK },
  { tilt: -4, light: OVERCAST },
  { crop: [0.1, 0.35, 0.5, 0.5], light: GOLDEN_HOUR },
];

/** 3 to 6 photos, varying from car to car. */
export const seedPhotoCount = (index: number) => 3 + (index % 4);

function relight(svg: string, light: NonNullable<Shot['light']>): string {
  return svg
    .replace(
      /(<linearGradient id="sky"[^>]*>\s*<stop offset="0" stop-color=")[^"]+("\/>\s*<stop offset="1" stop-color=")[^"]+/,
      `$1${light.sky[0]}$2${light.sky[1]}`,
    )
    .replace(/(<rect y="300" width="640" height="100" fill=")[^"]+/, `$1${light.ground}`);
}

/** One shot of a drawing as a PNG (what a camera upload would be). */
export async function renderShot(drawing: string, shot: Shot): Promise<Buffer> {
  const svg = Buffer.from(shot.light ? relight(drawing, shot.light) : drawing);
  const scale = shot.crop ? 1 / shot.crop[2] : 1;
  const width = Math.round(RENDER_WIDTH * scale);
  let image = sharp(svg, { density: (72 * width) / DRAWING.width }).resize({ width });
  if (shot.flop) image = image.flop();
  if (shot.crop) {
    const [left, top, w, h] = shot.crop;
    const height = Math.round((width * DRAWING.height) / DRAWING.width);
    image = sharp(await image.png().toBuffer()).extract({
      left: Math.round(left * width),
      top: Math.round(top * height),
      width: Math.min(RENDER_WIDTH, Math.round(w * width)),
      height: Math.round(h * height),
    });
  }
  if (shot.tilt) {
    const height = Math.round((RENDER_WIDTH * DRAWING.height) / DRAWING.width);
    const tilted = await image.rotate(shot.tilt, { background: OVERCAST.ground }).png().toBuffer();
    const meta = await sharp(tilted).metadata();
    // Cut the corners the rotation exposed: keep the middle 90%.
    image = sharp(tilted).extract({
      left: Math.round((meta.width! - RENDER_WIDTH * 0.9) / 2),
      top: Math.round((meta.height! - height * 0.9) / 2),
      width: Math.round(RENDER_WIDTH * 0.9),
      height: Math.round(height * 0.9),
    });
  }
  return image.png({ compressionLevel: 1 }).toBuffer();
}

@Injectable()
export class SeedPhotos implements SeedExtension {
  readonly name = 'photos';
  private readonly logger = new Logger(SeedPhotos.name);

  constructor(
    private readonly photos: PhotosService,
    private readonly listings: ListingQueries,
    private readonly listingPhotos: ListingPhotosService,
  ) {}

  async seed(): Promise<void> {
    const started = Date.now();
    const cars: { id: string; shots: string[] }[] = [];
    for (const [index, seeded] of SEED_LISTINGS.entries()) {
      const listing = await this.listings.findById(seeded._id);
      // Deleted by an admin, or photographed already (a second seed run): left as it is.
      if (!listing || listing.photos?.length) continue;
      cars.push({
        id: seeded._id,
        shots: Array.from({ length: seedPhotoCount(index) }, (_, shot) => `${seeded.image}#${shot}`),
      });
    }
    // One render per drawing and shot, shared by every car drawn alike (the ids are content addresses).
    const unique = [...new Set(cars.flatMap((c) => c.shots))];
    const stored = new Map<string, StoredPhoto>();
    // A few at a time: sharp encodes each on one thread, and the machine has more than one.
    const queue = [...unique];
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) {
        const [image, shot] = key.split('#');
        stored.set(key, await this.storeShot(image, SHOTS[Number(shot)]));
      }
    };
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
    for (const car of cars)
      await this.listingPhotos.appendPhotos(
        car.id,
        car.shots.map((key) => stored.get(key)!),
      );
    this.logger.log(
      `Seeded ${cars.reduce((n, c) => n + c.shots.length, 0)} photos (${unique.length} rendered) in ${Date.now() - started} ms`,
    );
  }

  private async storeShot(image: string, shot: Shot): Promise<StoredPhoto> {
    const drawing = await readFile(join(ASSETS_DIR, image.slice(STATIC_PREFIX.length)), 'utf8');
    const [stored] = await this.photos.ingest([
      { filename: 'seed.png', mimetype: 'image/png', data: await renderShot(drawing, shot) },
    ]);
    return stored;
  }
}
