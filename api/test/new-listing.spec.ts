// POST /listings: a seller posts a car with photos and facts in one multipart request, all or
// nothing; it needs photos or an image URL; every refusal leaves the database and GridFS as they were.
import type { Test } from 'supertest';
import { FaultPoints } from '../src/common/faults/fault-points';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { createActor, createCategories, snapshot, validProduct, type Actor } from './support/fixtures';
import { getImage, photoStoreSnapshot, pngOf } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

const FACTS = {
  model: 'Sportage',
  year: '2023',
  mileage: '18500',
  fuel: 'hybrid',
  transmission: 'automatic',
  body: 'suv',
  vin: '5xyk6caj8rg102945',
};

describe('POST /listings', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let pngs: Buffer[];

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller', { name: 'Nora Cars' }), createActor(t, 'Buyer')]);
    pngs = await Promise.all(['#aa0000', '#00aa00', '#0000aa'].map((c, i) => pngOf(900 + i, 600, c)));
  });
  afterAll(() => t.close());

  /** A multipart POST /listings with text `fields` and `photos` files. */
  function post(actor: Actor, fields: Record<string, unknown>, photos: Buffer[] = []): Test {
    let call = t.http.post('/listings').set('Authorization', actor.bearer);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, String(value));
    photos.forEach(
      (data, i) => (call = call.attach('photos', data, { filename: `car-${i}.png`, contentType: 'image/png' })),
    );
    return call;
  }
  const withoutImage = (extra: Record<string, unknown> = {}) => {
    const { image: _image, ...fields } = validProduct(extra);
    return fields;
  };
  const unchanged = async () => [await snapshot(t), await photoStoreSnapshot(t)].join('\n');

  it('creates the car with its photos (the first as cover) and facts in one request', async () => {
    const res = await post(seller, withoutImage(FACTS), pngs).expect(201);
    const { photos } = res.body as { photos: { id: string; src: string; width: number }[] };
    expect(photos).toHaveLength(3);
    expect(photos.map((p) => p.width)).toEqual([900, 901, 902]);
    expect(res.body).toMatchObject({
      name: 'Sportage Hybrid',
      brand: 'Kia',
      sellerName: 'Nora Cars',
      seller_email: seller.email,
      image: photos[0].src,
      model: 'Sportage',
      year: 2023,
      mileage: 18500,
      fuel: 'hybrid',
      transmission: 'automatic',
      body: 'suv',
      vin: '5XYK6CAJ8RG102945',
      original_price: 34,
      sale_price: 27.5,
      used: 2,
      category_id: 2,
      isSold: false,
    });
    const page = await t.http.get(`/listings/${res.body._id}`).expect(200);
    expect(page.body.photos.map((p: { id: string }) => p.id)).toEqual(photos.map((p) => p.id));
    const cover = await getImage(t, photos[0].src).expect(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    // The card in the category list shows the cover.
    const list = await t.http.get('/category/2').set('Authorization', buyer.bearer).expect(200);
    expect(list.body.find((l: { _id: string }) => l._id === res.body._id).image).toBe(photos[0].src);
  });

  it('takes an image URL instead of photos', async () => {
    const res = await post(seller, validProduct({ name: 'Rio', year: '', mileage: ' ' })).expect(201);
    expect(res.body).toMatchObject({ name: 'Rio', image: '/static/cars/suv-blue.svg', photos: [] });
    expect(res.body).not.toHaveProperty('year');
  });

  it('keeps a given image URL behind the photos', async () => {
    const res = await post(seller, validProduct({ name: 'Niro' }), pngs.slice(0, 1)).expect(201);
    const stored = await t.model<Listing>('Listing').findById(res.body._id).lean<ListingRecord>().exec();
    expect(stored).toMatchObject({ image: res.body.photos[0].src, givenImage: '/static/cars/suv-blue.svg' });
  });

  it.each([
    ['neither photos nor an image URL', () => withoutImage(), 0, 400, /at least one photo, or give an image URL/],
    ['a model of another brand', () => withoutImage({ model: 'Camry' }), 1, 400, /one of the Kia models/],
    ['a VIN with a wrong check digit', () => withoutImage({ vin: '5XYK6CAJ7RG102945' }), 1, 400, /check digit/],
    ['a price that is not a number', () => withoutImage({ sale_price: '12k' }), 1, 400, /sale_price must be a number/],
    [
      'a year in the future',
      () => withoutImage({ year: String(new Date().getUTCFullYear() + 2) }),
      1,
      400,
      /year must not be after/,
    ],
    ['an unknown field', () => withoutImage({ isSold: 'true' }), 1, 400, /isSold should not exist/],
    ['a missing required field', () => withoutImage({ desc: undefined }), 1, 400, /desc/],
    ['an unknown category', () => withoutImage({ category_id: 99 }), 1, 400, /category_id 99 does not exist/],
  ])('refuses %s and stores nothing', async (_what, fields, photoCount, status, message) => {
    const before = await unchanged();
    const body = Object.fromEntries(Object.entries(fields()).filter(([, v]) => v !== undefined));
    const res = await post(seller, body, pngs.slice(0, photoCount)).expect(status);
    expect(JSON.stringify(res.body.message)).toMatch(message);
    expect(await unchanged()).toBe(before);
  });

  it('refuses bytes that are not an image (415) and an eleventh photo (400), storing nothing', async () => {
    const before = await unchanged();
    let call = t.http.post('/listings').set('Authorization', seller.bearer);
    for (const [name, value] of Object.entries(withoutImage())) call = call.field(name, String(value));
    await call
      .attach('photos', pngs[0], { filename: 'ok.png', contentType: 'image/png' })
      .attach('photos', Buffer.from('%PDF-1.7 not a photo'), { filename: 'car.jpg', contentType: 'image/jpeg' })
      .expect(415);
    const eleven = Array.from({ length: 11 }, () => pngs[0]);
    await post(seller, withoutImage(), eleven).expect(400);
    expect(await unchanged()).toBe(before);
  });

  it('discards the stored photos when the listing cannot be written', async () => {
    const before = await photoStoreSnapshot(t);
    const listingsBefore = await t.model('Listing').countDocuments();
    t.app.get(FaultPoints).arm('listing.after-photos');
    await post(seller, withoutImage(), [await pngOf(777, 500, '#123456')]).expect(500);
    expect(await photoStoreSnapshot(t)).toBe(before);
    expect(await t.model('Listing').countDocuments()).toBe(listingsBefore);
  });

  it('refuses JSON (415) and non-sellers (403)', async () => {
    await t.http.post('/listings').set('Authorization', seller.bearer).send(validProduct()).expect(415);
    await post(buyer, validProduct()).expect(403);
  });

  it('deletes the photos with the listing', async () => {
    const own = [await pngOf(555, 400, '#654321')];
    const res = await post(seller, withoutImage(), own).expect(201);
    const src = res.body.photos[0].src as string;
    await getImage(t, src).expect(200);
    await t.http.delete(`/product_delete/${res.body._id}`).set('Authorization', seller.bearer).expect(200);
    await getImage(t, src).expect(404);
  });
});
