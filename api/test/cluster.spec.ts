// Three API processes (API_INSTANCES=3, dist/main.js, node:cluster) on one database give the
// answers of one. This file's own in-process API on the same database writes the fixtures and
// plays a fourth process where a test must be sure a request lands on another process.
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { CHECK_EVERY_MS } from '../src/categories/categories.service';
import { MATRIX_ENV, runAuthorizationMatrix } from './support/authz-matrix';
import { book, bookingBody, confirmCard, createIntent, succeededEvent, TEST_CARDS } from './support/commerce';
import {
  call,
  PROCESS_TEST_TIMEOUT_MS,
  spreadingClient,
  startApiProcesses,
  type ApiProcesses,
} from './support/api-processes';
import { createActor, createCategories, createListing, validProduct, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const INSTANCES = 3;
const BOOKING_LIMIT = 5;
const WEBHOOK_SECRET = 'whsec_cluster';

describe('authorization matrix on 3 API processes', () => {
  runAuthorizationMatrix(async () => {
    const databaseName = `api_test_${randomUUID().slice(0, 8)}`;
    const t = await createTestApp({ databaseName, env: MATRIX_ENV });
    const api = await startApiProcesses({ databaseName, instances: INSTANCES, env: MATRIX_ENV });
    return {
      ...t,
      http: spreadingClient(api.url),
      close: async () => {
        await api.stop();
        await t.close();
      },
    };
  }, PROCESS_TEST_TIMEOUT_MS);
});

describe('3 API processes', () => {
  const env = {
    RATE_LIMIT_BOOKING_PER_MINUTE: String(BOOKING_LIMIT),
    MAX_UNPAID_BOOKINGS: '1000',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  let t: TestApp;
  let api: ApiProcesses;
  let seller: Actor;

  beforeAll(async () => {
    const databaseName = `api_test_${randomUUID().slice(0, 8)}`;
    t = await createTestApp({ databaseName, env });
    api = await startApiProcesses({ databaseName, instances: INSTANCES, env });
    await createCategories(t);
    seller = await createActor(t, 'Seller');
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await api?.stop();
    await t?.close();
  });

  it('30 buyers booking one car at once over the processes: exactly one order', async () => {
    const car = await createListing(t, seller);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createActor(t, 'Buyer')));
    const statuses = await Promise.all(
      buyers.map(
        async (buyer) =>
          (await call(api.url, 'POST', '/orders', { Authorization: buyer.bearer }, bookingBody(car._id.toString())))
            .status,
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array(29).fill(409));
    expect(await t.model('Order').countDocuments({ carId: car._id })).toBe(1);
  });

  it(`refuses the ${BOOKING_LIMIT + 1}th booking in a window whichever process takes it`, async () => {
    // The limit counts in clock-aligned minutes: start early in one, so all six share it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const buyer = await createActor(t, 'Buyer');
    const cars = await Promise.all(Array.from({ length: BOOKING_LIMIT + 1 }, () => createListing(t, seller)));
    const statuses: number[] = [];
    for (const [i, car] of cars.entries()) {
      // Alternately this file's own process and the cluster (a new connection each: the next process).
      const res =
        i % 2
          ? await t.http.post('/orders').set('Authorization', buyer.bearer).send(bookingBody(car._id.toString()))
          : await call(api.url, 'POST', '/orders', { Authorization: buyer.bearer }, bookingBody(car._id.toString()));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(BOOKING_LIMIT).fill(201), 429]);
    expect(await t.model('Order').countDocuments({ carId: cars[BOOKING_LIMIT]._id })).toBe(0);
  });

  it('counts a listing added on another process in the very next read, on every process', async () => {
    const buyer = await createActor(t, 'Buyer');
    const total = async () =>
      Number((await call(api.url, 'GET', '/category/3', { Authorization: buyer.bearer })).headers['x-total-count']);
    const before = await total();
    for (let i = 0; i < INSTANCES; i++) expect(await total()).toBe(before); // every process has it cached

    await t.http
      .post('/add_product')
      .set('Authorization', seller.bearer)
      .send(validProduct({ category_id: 3 }))
      .expect(201);
    for (let i = 0; i < INSTANCES; i++) expect(await total()).toBe(before + 1);

    await call(api.url, 'POST', '/add_product', { Authorization: seller.bearer }, validProduct({ category_id: 3 }));
    const inProcess = await t.http.get('/category/3').set('Authorization', buyer.bearer).expect(200);
    expect(Number(inProcess.headers['x-total-count'])).toBe(before + 2);
  });

  it(`shows a category written through another process on every process within ${CHECK_EVERY_MS} ms`, async () => {
    const names = async () =>
      ((await call(api.url, 'GET', '/categories')).body as { name: string }[]).map((c) => c.name);
    for (let i = 0; i < INSTANCES; i++) expect(await names()).not.toContain('SKODA'); // every process has the list cached

    await t.model('Category').create({ category_id: 9, name: 'SKODA', image: '/static/categories/kia.svg' });
    await new Promise((r) => setTimeout(r, CHECK_EVERY_MS));
    for (let i = 0; i < INSTANCES; i++) expect(await names()).toContain('SKODA');
  });

  it("serves an admin's change to an account from every process at once", async () => {
    const admin = await createActor(t, 'Admin');
    const buyer = await createActor(t, 'Buyer');
    const orders = () => call(api.url, 'GET', '/orders', { Authorization: buyer.bearer });
    for (let i = 0; i < INSTANCES; i++) expect((await orders()).status).toBe(200); // every process has the token verified

    // Deleting a buyer disables the account (kept, so the e-mail cannot register again).
    await t.http.delete(`/buyer/${buyer.userId}`).set('Authorization', admin.bearer).expect(200);
    for (let i = 0; i < INSTANCES; i++) {
      expect((await orders()).body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'This account is disabled',
      });
    }
  });

  it('applies one Stripe event once when its deliveries reach every process at once', async () => {
    const buyer = await createActor(t, 'Buyer');
    const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
    const intent = await createIntent(t, buyer, order._id);
    await confirmCard(t, buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
    const event = await succeededEvent(t, intent.paymentIntentId, WEBHOOK_SECRET);
    const headers = { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature };

    const answers = await Promise.all(
      Array.from({ length: 2 * INSTANCES }, () => call(api.url, 'POST', '/webhooks/stripe', headers, event.payload)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await t.model('Payment').countDocuments({ orderID: new Types.ObjectId(order._id) })).toBe(1);
    expect(await t.model('Order').findById(order._id).lean()).toMatchObject({ isPaid: true });
  });
});
