// ListingPhotosService's photo list (the photo endpoints of api/src/photos call these): the cover is
// the card's image, limits and permutations are enforced, and concurrent changes never lose one.
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { RegisteredUser } from '../src/auth/auth-user';
import { ListingPhotosService } from '../src/listings/listing-photos.service';
import { ListingsService } from '../src/listings/listings.service';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const photo = (id: string) => ({ id, width: 1600, height: 1200 });
const ids = (l: ListingRecord) => l.photos.map((p) => p.id);

describe('listing photos (ListingPhotosService)', () => {
  let t: TestApp;
  let service: ListingPhotosService;
  let seller: Actor;
  let otherSeller: Actor;
  let admin: Actor;
  const stored = (id: unknown) => t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec();
  const caller = (a: Actor): RegisteredUser => ({
    uid: a.uid,
    email: a.email,
    emailVerified: true,
    name: a.name,
    role: a.role,
    userId: a.userId,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    service = t.app.get(ListingPhotosService);
    [seller, otherSeller, admin] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Seller'),
      createActor(t, 'Admin'),
    ]);
  });
  afterAll(() => t.close());

  it('shows the first photo on the card and the given image again once the last photo goes', async () => {
    const car = await createListing(t, seller, { image: '/static/cars/suv-red.svg' });
    const withPhotos = await service.appendPhotos(car._id.toString(), [photo('a'), photo('b')]);
    expect(withPhotos).toMatchObject({ image: '/photos/a/800.webp', photos: [photo('a'), photo('b')] });

    expect((await service.removePhoto(car._id.toString(), 'a')).image).toBe('/photos/b/800.webp');
    const none = await service.removePhoto(car._id.toString(), 'b');
    expect(none.image).toBe('/static/cars/suv-red.svg');
    expect(none.photos).toEqual([]);
  });

  it('refuses an eleventh photo and keeps the ten', async () => {
    const car = await createListing(t, seller);
    const ten = Array.from({ length: 10 }, (_, i) => photo(`p${i}`));
    await service.appendPhotos(car._id.toString(), ten);
    await expect(service.appendPhotos(car._id.toString(), [photo('p10')])).rejects.toThrow(BadRequestException);
    expect(ids((await stored(car._id))!)).toEqual(ten.map((p) => p.id));
  });

  it('adds a photo the listing already has only once', async () => {
    const car = await createListing(t, seller);
    await service.appendPhotos(car._id.toString(), [photo('x')]);
    expect(ids(await service.appendPhotos(car._id.toString(), [photo('x'), photo('y'), photo('y')]))).toEqual([
      'x',
      'y',
    ]);
  });

  it('reorders to a permutation only', async () => {
    const car = await createListing(t, seller);
    await service.appendPhotos(car._id.toString(), [photo('a'), photo('b'), photo('c')]);
    for (const bad of [
      ['a', 'b'],
      ['a', 'b', 'b'],
      ['a', 'b', 'z'],
      ['a', 'b', 'c', 'd'],
    ]) {
      await expect(service.reorderPhotos(car._id.toString(), bad)).rejects.toThrow(BadRequestException);
    }
    const reordered = await service.reorderPhotos(car._id.toString(), ['c', 'a', 'b']);
    expect(ids(reordered)).toEqual(['c', 'a', 'b']);
    expect(reordered.image).toBe('/photos/c/800.webp');
  });

  it('answers 404 for an unknown photo or listing', async () => {
    const car = await createListing(t, seller);
    await expect(service.removePhoto(car._id.toString(), 'nope')).rejects.toThrow(NotFoundException);
    await expect(service.appendPhotos('5eed00000000000000009999', [photo('a')])).rejects.toThrow(NotFoundException);
  });

  it('keeps both of two concurrent uploads', async () => {
    const car = await createListing(t, seller);
    await Promise.all([
      service.appendPhotos(car._id.toString(), [photo('one')]),
      service.appendPhotos(car._id.toString(), [photo('two')]),
    ]);
    expect(ids((await stored(car._id))!).sort()).toEqual(['one', 'two']);
  });

  it('lets only its seller edit, and admins when allowed', async () => {
    const car = await createListing(t, seller);
    const id = car._id.toString();
    const listings = t.app.get(ListingsService);
    await expect(listings.editable(id, caller(seller))).resolves.toMatchObject({ _id: car._id });
    await expect(listings.editable(id, caller(otherSeller))).rejects.toThrow(ForbiddenException);
    await expect(listings.editable(id, caller(admin))).rejects.toThrow(ForbiddenException);
    await expect(listings.editable(id, caller(admin), { allowAdmin: true })).resolves.toMatchObject({ _id: car._id });
    await expect(listings.editable('5eed00000000000000009999', caller(seller))).rejects.toThrow(NotFoundException);
  });
});
