// ListingsService is the only writer of a listing's state (held, paid); orders and payments call it.
// These pin the rules it owns; booking and paying through the API are covered in orders/payments.
import { Types } from 'mongoose';
import { ListingsService } from '../src/listings/listings.service';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('ListingsService: the listing state', () => {
  let t: TestApp;
  let service: ListingsService;
  let seller: Actor;
  let buyer: Actor;
  const state = async (id: Types.ObjectId) => {
    const { isSold, isPaid } = (await t.model<Listing>('Listing').findById(id).lean<ListingRecord>().exec())!;
    return { isSold, isPaid };
  };
  const available = async () =>
    Number(
      (await t.http.get('/category/2?available=true').set('Authorization', buyer.bearer).expect(200)).headers[
        'x-total-count'
      ],
    );

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    service = t.app.get(ListingsService);
  });
  afterAll(() => t.close());

  it('holds a free car for exactly one of many concurrent callers', async () => {
    const car = await createListing(t, seller);
    const results = await Promise.all(Array.from({ length: 30 }, () => service.hold(car._id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await state(car._id)).toEqual({ isSold: true, isPaid: false });
  });

  it('refuses to hold a held, a paid or a missing car', async () => {
    const car = await createListing(t, seller);
    expect(await service.hold(car._id)).not.toBeNull();
    expect(await service.hold(car._id)).toBeNull();
    await service.markPaid(car._id);
    expect(await service.hold(car._id)).toBeNull();
    expect(await service.hold(new Types.ObjectId())).toBeNull();
  });

  it('releases a held car but never a paid one', async () => {
    const held = await createListing(t, seller);
    const paid = await createListing(t, seller);
    await service.hold(held._id);
    await service.hold(paid._id);
    await service.markPaid(paid._id);

    await service.release(held._id);
    await service.release(paid._id);

    expect(await state(held._id)).toEqual({ isSold: false, isPaid: false });
    expect(await state(paid._id)).toEqual({ isSold: true, isPaid: true });
  });

  it('keeps the category counts exact across holds and releases', async () => {
    const car = await createListing(t, seller, { category_id: 2 });
    const before = await available();
    expect(await available()).toBe(before);
    await service.hold(car._id);
    expect(await available()).toBe(before - 1);
    await service.release(car._id);
    expect(await available()).toBe(before);
  });
});
