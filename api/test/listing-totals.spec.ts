// X-Total-Count is cached per process, but a listing write on any process (here: a second API
// instance on the same database) invalidates every process's totals before it answers.
import { randomUUID } from 'node:crypto';
import { book } from './support/commerce';
import { createActor, createCategories, createListing, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('listing totals across API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let seller: Actor;
  let buyer: Actor;
  const total = async (t: TestApp, query = '') =>
    Number(
      (await t.http.get(`/category/2${query}`).set('Authorization', buyer.bearer).expect(200)).headers['x-total-count'],
    );

  beforeAll(async () => {
    const databaseName = `api_test_${randomUUID().slice(0, 8)}`;
    a = await createTestApp({ databaseName });
    b = await createTestApp({ databaseName });
    await createCategories(a);
    [seller, buyer] = await Promise.all([createActor(a, 'Seller'), createActor(a, 'Buyer')]);
    await createListing(a, seller, { category_id: 2 });
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('counts a listing added on another process in the very next read', async () => {
    const before = await total(a);
    expect(await total(a)).toBe(before); // cached now
    await b.http
      .post('/add_product')
      .set('Authorization', seller.bearer)
      .send(validProduct({ category_id: 2 }))
      .expect(201);
    expect(await total(a)).toBe(before + 1);
  });

  it('counts a booking and a deletion made on another process in the very next read', async () => {
    const car = await createListing(a, seller, { category_id: 2 });
    await b.http
      .post('/add_product')
      .set('Authorization', seller.bearer)
      .send(validProduct({ category_id: 2 }))
      .expect(201); // counts car too
    const available = await total(a, '?available=true');
    const all = await total(a);

    await book(b, buyer, car._id.toString());
    expect(await total(a, '?available=true')).toBe(available - 1);

    await b.http.delete(`/product_delete/${car._id}`).set('Authorization', seller.bearer).expect(200);
    expect(await total(a)).toBe(all - 1);
  });
});
