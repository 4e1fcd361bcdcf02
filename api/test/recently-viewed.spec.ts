// Recently viewed cars per account (the browser records each opened car, and merges the cars a
// device kept while signed out at sign-in), and the maxMonthly budget of the list calls.
import { Types } from 'mongoose';
import { maxPriceForMonthly } from '@carmarket/stack-facts/monthly-payment';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('recently viewed', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;

  const list = async (who: Actor) =>
    (await t.http.get('/me/recently-viewed').set('Authorization', who.bearer).expect(200)).body as {
      listingId: string;
      name: string;
      sale_price: number;
      status: string;
      viewedAt: string;
    }[];
  const view = (who: Actor, id: unknown, body?: object) =>
    t.http
      .put(`/me/recently-viewed/${String(id)}`)
      .set('Authorization', who.bearer)
      .send(body ?? {});

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
  });
  afterAll(() => t.close());

  it('lists the cars opened, newest first, once each; opening one again brings it to the front', async () => {
    const viewer = await createActor(t, 'Buyer');
    const [a, b, c] = await Promise.all(['A4', 'B5', 'C6'].map((name) => createListing(t, seller, { name })));
    expect(await list(viewer)).toEqual([]);
    for (const car of [a, b, c, a]) await view(viewer, car._id).expect(204);
    const cars = await list(viewer);
    expect(cars.map((e) => e.name)).toEqual(['A4', 'C6', 'B5']);
    expect(cars[0]).toMatchObject({ listingId: a._id.toString(), sale_price: 40, status: 'available' });
  });

  it('keeps the last 20 cars of an account', async () => {
    const viewer = await createActor(t, 'Buyer');
    const cars = [];
    for (let i = 0; i < 22; i += 1) cars.push(await createListing(t, seller, { name: `Car ${i}` }));
    for (const car of cars) await view(viewer, car._id).expect(204);
    const kept = await list(viewer);
    expect(kept).toHaveLength(20);
    expect(kept[0].name).toBe('Car 21');
    expect(kept[19].name).toBe('Car 2');
    expect(await t.model('RecentlyViewed').countDocuments({ user: new Types.ObjectId(viewer.userId) })).toBe(20);
  });

  it('marks booked, sold and removed cars instead of hiding them, with their last known card', async () => {
    const viewer = await createActor(t, 'Buyer');
    const [booked, sold, removed] = await Promise.all(
      ['Booked one', 'Sold one', 'Removed one'].map((name) => createListing(t, seller, { name, sale_price: 33 })),
    );
    for (const car of [booked, sold, removed]) await view(viewer, car._id).expect(204);
    await t.model('Listing').updateOne({ _id: booked._id }, { isSold: true });
    await t.model('Listing').updateOne({ _id: sold._id }, { isSold: true, isPaid: true });
    await t.model('Listing').updateOne({ _id: removed._id }, { withdrawn: { at: new Date(), reason: 'deleted' } });
    const statuses = Object.fromEntries((await list(viewer)).map((e) => [e.name, [e.status, e.sale_price]]));
    expect(statuses).toEqual({
      'Booked one': ['booked', 33],
      'Sold one': ['sold', 33],
      'Removed one': ['withdrawn', 33],
    });
  });

  it('merges the cars a device kept at sign-in by their times, never moving a car back', async () => {
    const viewer = await createActor(t, 'Buyer');
    const [onPhone, onLaptop, both] = await Promise.all(
      ['Seen on the phone', 'Seen on the laptop', 'Seen on both'].map((name) => createListing(t, seller, { name })),
    );
    await view(viewer, onLaptop._id).expect(204); // now, on the laptop, signed in
    await view(viewer, both._id).expect(204);
    // The phone signs in: it sends what it kept while signed out, with when each was opened.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    await view(viewer, onPhone._id, { viewedAt: hourAgo }).expect(204);
    await view(viewer, both._id, { viewedAt: dayAgo }).expect(204);
    const merged = await list(viewer);
    expect(merged.map((e) => e.name)).toEqual(['Seen on both', 'Seen on the laptop', 'Seen on the phone']);
    expect(merged[2].viewedAt).toBe(hourAgo);
    // A time in the future counts as now.
    await view(viewer, onPhone._id, { viewedAt: '2999-01-01T00:00:00.000Z' }).expect(204);
    const [first] = await list(viewer);
    expect(first.name).toBe('Seen on the phone');
    expect(new Date(first.viewedAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('is each account’s own, and clearing it leaves other accounts alone', async () => {
    const [one, other] = await Promise.all([createActor(t, 'Buyer'), createActor(t, 'Buyer')]);
    const car = await createListing(t, seller);
    await view(one, car._id).expect(204);
    await view(other, car._id).expect(204);
    await t.http.delete('/me/recently-viewed').set('Authorization', one.bearer).expect(204);
    expect(await list(one)).toEqual([]);
    expect((await list(other)).map((e) => e.listingId)).toEqual([car._id.toString()]);
  });

  it('refuses a malformed id (400), a car not listed (404) and a bad time (400), storing nothing', async () => {
    const car = await createListing(t, seller);
    const gone = await createListing(t, seller, { withdrawn: { at: new Date(), reason: 'deleted' } });
    const before = await snapshot(t);
    const bad = await view(buyer, 'not-an-id').expect(400);
    expect(bad.body.message).toMatch(/Invalid id/);
    const unknown = await view(buyer, new Types.ObjectId()).expect(404);
    expect(unknown.body.message).toBe('Car not found');
    await view(buyer, gone._id).expect(404);
    const badTime = await view(buyer, car._id, { viewedAt: 'yesterday' }).expect(400);
    expect(JSON.stringify(badTime.body.message)).toMatch(/viewedAt/);
    await view(buyer, car._id, { viewedAt: new Date().toISOString(), extra: 1 }).expect(400);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('maxMonthly', () => {
  let t: TestApp;
  let buyer: Actor;
  const names = (body: { name: string }[]) => body.map((l) => l.name).sort();
  const get = (path: string) => t.http.get(path).set('Authorization', buyer.bearer);

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    const seller = await createActor(t, 'Seller');
    buyer = await createActor(t, 'Buyer');
    // About $364, $546 and $728 a month with the defaults (10 % down, 7.9 % APR, 60 months).
    for (const [name, sale_price] of [
      ['Twenty', 20],
      ['Thirty', 30],
      ['Forty', 40],
    ] as const)
      await createListing(t, seller, { name, sale_price, fuel: 'petrol' });
  });
  afterAll(() => t.close());

  it('keeps the cars whose estimate is within the budget, as the cards round it', async () => {
    expect(names((await get('/category/1?maxMonthly=546').expect(200)).body)).toEqual(['Thirty', 'Twenty']);
    expect(names((await get('/category/1?maxMonthly=545').expect(200)).body)).toEqual(['Twenty']);
    expect(names((await get('/search?maxMonthly=800').expect(200)).body)).toEqual(['Forty', 'Thirty', 'Twenty']);
    expect(maxPriceForMonthly(546) / 1000).toBeGreaterThanOrEqual(30);
  });

  it('applies the tighter of maxPrice and the budget, and counts facets with it', async () => {
    expect(names((await get('/category/1?maxMonthly=800&maxPrice=25').expect(200)).body)).toEqual(['Twenty']);
    const res = await get('/category/1?maxMonthly=546').expect(200);
    expect(res.headers['x-total-count']).toBe('2');
    const facets = (await get('/search/facets?maxMonthly=546').expect(200)).body;
    expect(facets.fuel.find((f: { value: string }) => f.value === 'petrol').count).toBe(2);
  });

  it('is a 400 with a message for a budget that is not a positive number', async () => {
    for (const bad of ['abc', '0', '-5']) {
      const res = await get(`/category/1?maxMonthly=${bad}`).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/maxMonthly/);
    }
  });
});
