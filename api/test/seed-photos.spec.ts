// The seed's photos: every seeded car gets 3 to 6 photos rendered from its illustration, served
// like uploaded ones, and seeding again renders and stores nothing more.
import sharp from 'sharp';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { marketCars } from '../src/seed/seed-market';
import { SEED_LISTINGS } from '../src/seed/seed.data';
import { SeedService } from '../src/seed/seed.service';
import { getImage, photoStoreSnapshot } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

describe('seed photos', () => {
  let t: TestApp;
  const listings = () => t.model<Listing>('Listing').find().sort({ _id: 1 }).lean<ListingRecord[]>().exec();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(SeedService).run({ catalogue: true });
  });
  afterAll(() => t.close());

  it('gives every seeded car 3 to 6 photos, its cover on the card', async () => {
    const seeded = await listings();
    // The seeded cars and the market around them (seed-market.ts), which shows their photos.
    expect(seeded).toHaveLength(SEED_LISTINGS.length + marketCars().length);
    for (const listing of seeded) {
      expect(listing.photos.length).toBeGreaterThanOrEqual(3);
      expect(listing.photos.length).toBeLessThanOrEqual(6);
      expect(new Set(listing.photos.map((p) => p.id)).size).toBe(listing.photos.length);
      expect(listing.image).toBe(`/photos/${listing.photos[0].id}/800.webp`);
    }
    expect(new Set(seeded.map((l) => l.photos.length)).size).toBeGreaterThan(1);
  });

  it('serves each photo as a real WebP of the size the listing records', async () => {
    const [first] = await listings();
    for (const photo of first.photos) {
      const res = await getImage(t, `/photos/${photo.id}/1600.webp`).expect(200);
      const meta = await sharp(res.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: photo.width,
        height: photo.height,
      });
    }
  });

  it('draws a car differently in each of its photos, and cars of one drawing share them', async () => {
    const seeded = await listings();
    const [first] = seeded;
    const pixels = await Promise.all(
      first.photos.map(async (p) =>
        (
          await sharp((await getImage(t, `/photos/${p.id}/320.webp`)).body as Buffer)
            .raw()
            .toBuffer()
        ).toString('base64'),
      ),
    );
    expect(new Set(pixels).size).toBe(first.photos.length);
    const twins = seeded.filter(
      (l) =>
        l.photos.length &&
        SEED_LISTINGS.find((s) => s._id === l._id.toString())?.image === '/static/cars/suv-white.svg',
    );
    expect(twins).toHaveLength(2);
    expect(twins[0].photos[0].id).toBe(twins[1].photos[0].id);
  });

  it('adds nothing when seeding again', async () => {
    const [before, store] = [JSON.stringify(await listings()), await photoStoreSnapshot(t)];
    await t.app.get(SeedService).run({ catalogue: true });
    expect(JSON.stringify(await listings())).toBe(before);
    expect(await photoStoreSnapshot(t)).toBe(store);
  });
});
