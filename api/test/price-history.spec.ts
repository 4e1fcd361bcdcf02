// Price history: every change of a listing's sale price is recorded with it; cards show
// a recent drop, the listing page the history and days on market, and a drop tells the buyers who
// wish-listed the car, through the listing's outbox in the same write.
import { Types } from 'mongoose';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { outboxEntries } from '../src/notifications/outbox';
import { OutboxDispatcher } from '../src/notifications/outbox-dispatcher';
import { createActor, createCategories, createListing, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;

describe('price history', () => {
  let t: TestApp;
  let seller: Actor;
  let watcher: Actor;
  let bystander: Actor;
  const listings = () => t.model<Listing>('Listing');
  const stored = (id: unknown) => listings().findById(id).lean<ListingRecord>().exec();
  const page = async (id: unknown) => (await t.http.get(`/listings/${id}`).expect(200)).body;
  const card = async (id: unknown) =>
    (
      (await t.http.get('/category/1?limit=100').set('Authorization', bystander.bearer).expect(200)).body as {
        _id: string;
      }[]
    ).find((l) => l._id === String(id));
  const reprice = (id: unknown, sale_price: number) =>
    t.http.put(`/listings/${id}`).set('Authorization', seller.bearer).send({ sale_price });
  const notifications = async (who: Actor) =>
    (
      (await t.http.get('/notifications').set('Authorization', who.bearer).expect(200)).body.items as {
        kind: string;
        title: string;
        body: string;
        link: string;
        read: boolean;
      }[]
    ).filter((n) => n.kind === 'price-drop');

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, watcher, bystander] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  it('starts with the listed price, and counts days on market', async () => {
    const posted = await t.http
      .post('/add_product')
      .set('Authorization', seller.bearer)
      .send(validProduct({ category_id: 1, brand: 'Tesla', sale_price: 31 }))
      .expect(201);
    const body = await page(posted.body._id);
    expect(body.priceHistory).toEqual([{ price: 31, at: body.poste_date }]);
    expect(body.daysOnMarket).toBe(0);
    expect(body).not.toHaveProperty('priceDrop');

    // A listing stored before histories were kept reads as its listed price.
    const { insertedId } = await listings().collection.insertOne({
      ...(await stored(posted.body._id))!,
      _id: new Types.ObjectId(),
      priceHistory: undefined,
      poste_date: new Date(Date.now() - 10.5 * DAY_MS),
    });
    const old = await page(insertedId);
    expect(old.priceHistory).toEqual([{ price: 31, at: old.poste_date }]);
    expect(old.daysOnMarket).toBe(10);
  });

  it('records a drop, shows it on the card and the page, and tells the wish-listers in the same write', async () => {
    const car = await createListing(t, seller, {
      name: 'Model 3',
      brand: 'Tesla',
      model: 'Model 3',
      year: 2023,
      sale_price: 32,
      poste_date: new Date(Date.now() - 3 * DAY_MS),
    });
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', watcher.bearer).expect(204);

    const res = await reprice(car._id, 30).expect(200);
    expect(res.body.priceDrop).toEqual({ from: 32, to: 30, at: expect.any(String) });
    expect((await card(car._id))!).toMatchObject({ sale_price: 30, priceDrop: { from: 32, to: 30 } });
    const body = await page(car._id);
    expect(body.priceHistory.map((p: { price: number }) => p.price)).toEqual([32, 30]);
    expect(body.priceHistory[1].at).toBe(body.priceDrop.at);
    expect(body.daysOnMarket).toBe(3);
    // The wish list shows the drop too.
    expect(
      (await t.http.get('/wishlist').set('Authorization', watcher.bearer).expect(200)).body[0].priceDrop,
    ).toMatchObject({ from: 32, to: 30 });

    expect(await notifications(watcher)).toEqual([
      expect.objectContaining({
        title: 'Price drop: 2023 Tesla Model 3',
        body: '2023 Tesla Model 3 dropped from 32.0 k$ to 30.0 k$',
        link: `/listing/${car._id}`,
      }),
    ]);
    expect(await notifications(bystander)).toEqual([]);
    expect(await notifications(seller)).toEqual([]);
    expect((await stored(car._id))!.outbox ?? []).toEqual([]); // dispatched right after the write
  });

  it('does not call a rise or an unchanged price a drop, and tells no one', async () => {
    const car = await createListing(t, seller, { sale_price: 25 });
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', watcher.bearer).expect(204);
    const before = (await notifications(watcher)).length;
    await reprice(car._id, 24).expect(200);
    const risen = await reprice(car._id, 26).expect(200);
    expect(risen.body).not.toHaveProperty('priceDrop');
    await reprice(car._id, 26).expect(200); // the same price again: no new entry
    await t.http
      .put(`/listings/${car._id}`)
      .set('Authorization', seller.bearer)
      .send({ desc: 'Fresh tyres.' })
      .expect(200);
    expect((await page(car._id)).priceHistory.map((p: { price: number }) => p.price)).toEqual([25, 24, 26]);
    expect((await notifications(watcher)).length).toBe(before + 1); // the drop to 24 only
  });

  it('keeps showing a drop for 14 days only', async () => {
    const car = await createListing(t, seller, {
      sale_price: 20,
      priceHistory: [
        { price: 23, at: new Date(Date.now() - 30 * DAY_MS) },
        { price: 20, at: new Date(Date.now() - 15 * DAY_MS) },
      ],
    });
    expect(await card(car._id)).not.toHaveProperty('priceDrop');
    const recent = await createListing(t, seller, {
      sale_price: 20,
      priceHistory: [
        { price: 23, at: new Date(Date.now() - 30 * DAY_MS) },
        { price: 20, at: new Date(Date.now() - 13 * DAY_MS) },
      ],
    });
    expect((await card(recent._id))!).toMatchObject({ priceDrop: { from: 23, to: 20 } });
  });

  it('keeps the listed price when a listing stored without a history changes price', async () => {
    const car = await createListing(t, seller, { sale_price: 40 });
    await listings()
      .updateOne({ _id: car._id }, { $unset: { priceHistory: 1 } })
      .exec();
    await reprice(car._id, 38).expect(200);
    expect((await page(car._id)).priceHistory.map((p: { price: number }) => p.price)).toEqual([40, 38]);
  });

  it("tells a watcher of a car's drops at most once a day: the day's one notice shows the latest price", async () => {
    const car = await createListing(t, seller, { name: 'Ioniq 5', brand: 'Hyundai', sale_price: 40 });
    await t.http.put(`/wishlist/${car._id}`).set('Authorization', watcher.bearer).expect(204);
    const aboutCar = async () => (await notifications(watcher)).filter((n) => n.link === `/listing/${car._id}`);

    await reprice(car._id, 38).expect(200);
    await t.http.put('/notifications/read-all').set('Authorization', watcher.bearer).expect(204);
    await reprice(car._id, 36).expect(200);
    await reprice(car._id, 35).expect(200);
    expect(await aboutCar()).toEqual([
      expect.objectContaining({
        title: 'Price drop: Hyundai Ioniq 5',
        body: 'Hyundai Ioniq 5 dropped from 36.0 k$ to 35.0 k$',
        read: false, // news again since it was read
      }),
    ]);
    // A drop of the same car shows for the other watchers alike, one notice each.
    expect(await t.model('Notification').countDocuments({ link: `/listing/${car._id}` })).toBe(1);
  });

  it("delivers a listing's pending drop notifications on the outbox sweep (a crash after the write loses none)", async () => {
    const car = await createListing(t, seller, { name: 'Model Y', brand: 'Tesla' });
    const outbox = outboxEntries('price-drop', [new Types.ObjectId(watcher.userId)], {
      title: 'Swept drop',
      body: 'Tesla Model Y dropped',
      link: `/listing/${car._id}`,
    });
    await listings()
      .updateOne({ _id: car._id }, { $push: { outbox: { $each: outbox } } })
      .exec();
    expect(await t.app.get(OutboxDispatcher).sweep()).toBeGreaterThanOrEqual(1);
    expect((await notifications(watcher)).map((n) => n.title)).toContain('Swept drop');
    expect((await stored(car._id))!.outbox ?? []).toEqual([]);
  });
});
