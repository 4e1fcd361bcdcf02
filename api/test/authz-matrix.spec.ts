// ONE authorization table for the whole API: every call, run as each kind of caller, with the
// status each must get. A rejected call must also leave the database untouched.
//
// Columns: anonymous (no header), badToken (a token Firebase rejects), user/buyer/admin (accounts
// with that role), owningSeller (the seller who owns what the row acts on), otherSeller (a seller
// who does not). Rows build their own fixtures per cell, so a call that succeeds for one column
// cannot change what the next column sees. Add a module's rows to its section below.
import Stripe from 'stripe';
import { book, bookingBody, confirmCard, createIntent, TEST_CARDS } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, validProduct, type Actor } from './support/fixtures';
import { listingWithPhotos, pngOf } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

const COLUMNS = ['anonymous', 'badToken', 'user', 'buyer', 'owningSeller', 'otherSeller', 'admin'] as const;
type Column = (typeof COLUMNS)[number];
type Method = 'get' | 'post' | 'put' | 'delete';

interface Actors {
  user: Actor;
  buyer: Actor;
  owningSeller: Actor;
  otherSeller: Actor;
  admin: Actor;
}

interface MatrixContext {
  t: TestApp;
  actors: Actors;
}

interface CallSpec {
  method: Method;
  path: string;
  /** An object is sent as JSON; a string as is (e.g. a signed webhook payload). */
  body?: object | string;
  headers?: Record<string, string>;
  /** Files sent as multipart/form-data (field name, bytes, file name). */
  files?: [string, Buffer, string][];
}

interface Row {
  call: string;
  /** Builds the request for one cell (fresh fixtures for calls that change state). */
  request: (ctx: MatrixContext) => Promise<CallSpec> | CallSpec;
  expect: Record<Column, number>;
}

const everyone = (status: number): Record<Column, number> =>
  Object.fromEntries(COLUMNS.map((c) => [c, status])) as Record<Column, number>;
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401, badToken: 401 });
const only = (allowed: Partial<Record<Column, number>>) => ({ ...signedIn(403), ...allowed });

const listingOfOwner = ({ t, actors }: MatrixContext) => createListing(t, actors.owningSeller);
/** A booking by the buyer column of a fresh car of the owning seller. */
const orderOfBuyer = async (ctx: MatrixContext) => book(ctx.t, ctx.actors.buyer, (await listingOfOwner(ctx))._id.toString());

const WEBHOOK_SECRET = 'whsec_authz_matrix';
/** A payment_intent.succeeded event signed with the webhook secret (for an order that does not exist). */
function signedWebhook(): CallSpec {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_matrix', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', metadata: {} } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { method: 'post', path: '/webhooks/stripe', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } };
}

const ROWS: Row[] = [
  // ---- public ----
  { call: 'GET /health', request: () => ({ method: 'get', path: '/health' }), expect: everyone(200) },
  { call: 'GET /docs', request: () => ({ method: 'get', path: '/docs' }), expect: everyone(200) },
  { call: 'GET /categories', request: () => ({ method: 'get', path: '/categories' }), expect: everyone(200) },
  { call: 'GET /advertise', request: () => ({ method: 'get', path: '/advertise' }), expect: everyone(200) },

  // ---- users ----
  { call: 'POST /users', request: () => ({ method: 'post', path: '/users', body: {} }), expect: signedIn(200) },
  {
    call: "GET /user/role/:email (the owning seller's)",
    request: ({ actors }) => ({ method: 'get', path: `/user/role/${actors.owningSeller.email}` }),
    expect: only({ owningSeller: 200, admin: 200 }),
  },

  // ---- listings ----
  { call: 'GET /category/:id', request: () => ({ method: 'get', path: '/category/1' }), expect: signedIn(200) },
  {
    call: 'PUT /report/:id',
    request: async (ctx) => ({ method: 'put', path: `/report/${(await listingOfOwner(ctx))._id}` }),
    expect: signedIn(200),
  },
  {
    call: 'POST /add_product',
    request: () => ({ method: 'post', path: '/add_product', body: validProduct() }),
    expect: only({ owningSeller: 201, otherSeller: 201 }),
  },
  {
    call: 'GET /my_products/:displayName',
    request: () => ({ method: 'get', path: '/my_products/anyone' }),
    expect: only({ owningSeller: 200, otherSeller: 200 }),
  },
  {
    call: 'DELETE /product_delete/:id',
    request: async (ctx) => ({ method: 'delete', path: `/product_delete/${(await listingOfOwner(ctx))._id}` }),
    expect: only({ owningSeller: 200, admin: 200 }),
  },
  {
    call: 'PUT /update/:id (advertise)',
    request: async (ctx) => ({ method: 'put', path: `/update/${(await listingOfOwner(ctx))._id}` }),
    expect: only({ owningSeller: 200 }),
  },
  { call: 'GET /reported', request: () => ({ method: 'get', path: '/reported' }), expect: only({ admin: 200 }) },

  // ---- photos ----
  {
    call: 'GET /photos/:photoId/:width.webp',
    request: async (ctx) => ({ method: 'get', path: `/photos/${(await listingWithPhotos(ctx.t, ctx.actors.owningSeller, 1)).photos[0].id}/320.webp` }),
    expect: everyone(200),
  },
  {
    call: 'POST /listings/:id/photos',
    request: async (ctx) => ({
      method: 'post',
      path: `/listings/${(await listingOfOwner(ctx))._id}/photos`,
      files: [['photos', await pngOf(400, 300, '#aa5500'), 'car.png']],
    }),
    expect: only({ owningSeller: 201 }),
  },
  {
    call: 'DELETE /listings/:id/photos/:photoId',
    request: async (ctx) => {
      const listing = await listingWithPhotos(ctx.t, ctx.actors.owningSeller, 2);
      return { method: 'delete', path: `/listings/${listing._id}/photos/${listing.photos[1].id}` };
    },
    expect: only({ owningSeller: 200, admin: 200 }),
  },
  {
    call: 'PUT /listings/:id/photos/order',
    request: async (ctx) => {
      const listing = await listingWithPhotos(ctx.t, ctx.actors.owningSeller, 2);
      return { method: 'put', path: `/listings/${listing._id}/photos/order`, body: { order: listing.photos.map((p) => p.id).reverse() } };
    },
    expect: only({ owningSeller: 200 }),
  },

  // ---- admin ----
  { call: 'GET /seller', request: () => ({ method: 'get', path: '/seller' }), expect: only({ admin: 200 }) },
  { call: 'GET /identity/Buyer', request: () => ({ method: 'get', path: '/identity/Buyer' }), expect: only({ admin: 200 }) },
  {
    call: 'PUT /verify/:id',
    request: async ({ t }) => ({ method: 'put', path: `/verify/${(await createActor(t, 'Seller')).userId}` }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'PUT /make_seller/:id',
    request: async ({ t }) => ({ method: 'put', path: `/make_seller/${(await createActor(t, 'Buyer')).userId}` }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'DELETE /seller/:id',
    request: async ({ t }) => ({ method: 'delete', path: `/seller/${(await createActor(t, 'Seller')).userId}` }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'DELETE /buyer/:id',
    request: async ({ t }) => ({ method: 'delete', path: `/buyer/${(await createActor(t, 'Buyer')).userId}` }),
    expect: only({ admin: 200 }),
  },

  // ---- orders ----
  {
    call: 'POST /orders',
    request: async (ctx) => ({ method: 'post', path: '/orders', body: bookingBody((await listingOfOwner(ctx))._id.toString()) }),
    expect: { ...signedIn(201), owningSeller: 403 },
  },
  { call: 'GET /orders (own)', request: () => ({ method: 'get', path: '/orders' }), expect: signedIn(200) },
  {
    call: "GET /orders?email= (the buyer's)",
    request: ({ actors }) => ({ method: 'get', path: `/orders?email=${encodeURIComponent(actors.buyer.email)}` }),
    expect: only({ buyer: 200, admin: 200 }),
  },
  {
    call: "GET /payment/:id (the buyer's order)",
    request: async (ctx) => ({ method: 'get', path: `/payment/${(await orderOfBuyer(ctx))._id}` }),
    expect: { ...signedIn(404), buyer: 200 },
  },
  { call: 'GET /my_buyers', request: () => ({ method: 'get', path: '/my_buyers' }), expect: only({ owningSeller: 200, otherSeller: 200 }) },
  {
    call: "POST /orders/:id/release (an unpaid booking of the owning seller's car)",
    request: async (ctx) => ({ method: 'post', path: `/orders/${(await orderOfBuyer(ctx))._id}/release` }),
    expect: only({ owningSeller: 200, otherSeller: 404 }),
  },

  // ---- payments ----
  {
    call: "POST /create-payment-intent (the buyer's order)",
    request: async (ctx) => ({ method: 'post', path: '/create-payment-intent', body: { orderId: (await orderOfBuyer(ctx))._id } }),
    expect: { ...signedIn(404), buyer: 200 },
  },
  {
    call: "POST /sandbox/confirm (the buyer's intent)",
    request: async (ctx) => {
      const intent = await createIntent(ctx.t, ctx.actors.buyer, (await orderOfBuyer(ctx))._id);
      const card = { cardNumber: TEST_CARDS.visa, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
      return { method: 'post', path: '/sandbox/confirm', body: { paymentIntentId: intent.paymentIntentId, ...card } };
    },
    expect: { ...signedIn(404), buyer: 200 },
  },
  {
    call: "POST /payments (the buyer's order, paid in the sandbox)",
    request: async (ctx) => {
      const order = await orderOfBuyer(ctx);
      const intent = await createIntent(ctx.t, ctx.actors.buyer, order._id);
      await confirmCard(ctx.t, ctx.actors.buyer, intent.paymentIntentId, TEST_CARDS.visa).expect(200);
      return { method: 'post', path: '/payments', body: { orderID: order._id, transactionID: intent.paymentIntentId } };
    },
    expect: { ...signedIn(404), buyer: 201 },
  },
  {
    call: 'POST /webhooks/stripe (signed; authenticated by the signature, not a token)',
    request: () => signedWebhook(),
    expect: everyone(200),
  },
  {
    call: 'POST /webhooks/stripe (unsigned)',
    request: async () => ({ ...(await signedWebhook()), headers: { 'Content-Type': 'application/json' } }),
    expect: everyone(400),
  },

  // ---- wishlist ----
  { call: 'GET /wishlist', request: () => ({ method: 'get', path: '/wishlist' }), expect: signedIn(200) },
  {
    call: 'PUT /wishlist/:listingId',
    request: async (ctx) => ({ method: 'put', path: `/wishlist/${(await listingOfOwner(ctx))._id}` }),
    expect: signedIn(204),
  },
  {
    call: 'DELETE /wishlist/:listingId',
    request: async (ctx) => ({ method: 'delete', path: `/wishlist/${(await listingOfOwner(ctx))._id}` }),
    expect: signedIn(204),
  },

  // ---- subscriptions ----
  {
    call: 'POST /subscriptions',
    request: () => ({ method: 'post', path: '/subscriptions', body: { email: `fan-${Math.random().toString(36).slice(2)}@example.com` } }),
    expect: everyone(200),
  },
];

describe('authorization matrix', () => {
  let ctx: MatrixContext;

  beforeAll(async () => {
    // The buyer column books a car in many rows: the unpaid-bookings limit has its own tests (orders.spec).
    const t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_BOOKINGS: '1000' } });
    await createCategories(t);
    const [user, buyer, owningSeller, otherSeller, admin] = await Promise.all([
      createActor(t, 'User'),
      createActor(t, 'Buyer'),
      createActor(t, 'Seller', { isVerified: true }),
      createActor(t, 'Seller'),
      createActor(t, 'Admin'),
    ]);
    ctx = { t, actors: { user, buyer, owningSeller, otherSeller, admin } };
  });
  afterAll(() => ctx.t.close());

  const authorization = (column: Column): string | undefined => {
    if (column === 'anonymous') return undefined;
    if (column === 'badToken') return 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmb3JnZWQifQ.c2lnbmF0dXJl';
    return ctx.actors[column].bearer;
  };

  describe.each(ROWS)('$call', (row) => {
    it.each(COLUMNS)('as %s', async (column) => {
      const spec = await row.request(ctx);
      const before = await snapshot(ctx.t);
      let call = ctx.t.http[spec.method](spec.path);
      const header = authorization(column);
      if (header) call = call.set('Authorization', header);
      for (const [name, value] of Object.entries(spec.headers ?? {})) call = call.set(name, value);
      for (const [field, data, filename] of spec.files ?? []) call = call.attach(field, data, filename);
      const res = await (spec.body ? call.send(spec.body) : call);
      expect({ column, status: res.status }).toEqual({ column, status: row.expect[column] });
      if (res.status >= 400) {
        expect(res.body).toEqual({ statusCode: res.status, error: expect.any(String), message: expect.anything() });
        expect(await snapshot(ctx.t)).toBe(before);
      }
    });
  });
});
