// ONE authorization table for the whole API: every call, run as each kind of caller, with the
// status each must get. A rejected call must also leave the database untouched.
//
// Columns: anonymous (no header), badToken (a token Firebase rejects), user/buyer/admin (accounts
// with that role), owningSeller (the seller who owns what the row acts on), otherSeller (a seller
// who does not), thirdParty (a Buyer outside the conversation, order or review the row acts on). Rows build their own fixtures per cell, so a call that succeeds for one column
// cannot change what the next column sees. Add a module's rows to its section below.
// Run in one process (authz-matrix.spec.ts) and against 3 API processes (cluster.spec.ts).
import { ConfigService } from '@nestjs/config';
import Stripe from 'stripe';
import { Types } from 'mongoose';
import { MailLinks } from '../../src/mail/mail-links';
import { book, bookingBody, confirmCard, createIntent, payOrder, TEST_CARDS } from './commerce';
import { createActor, createCategories, createListing, snapshot, validProduct, type Actor } from './fixtures';
import { listingWithPhotos, pngOf } from './photos';
import type { TestApp } from './test-app';

const COLUMNS = [
  'anonymous',
  'badToken',
  'user',
  'buyer',
  'owningSeller',
  'otherSeller',
  'admin',
  'thirdParty',
] as const;
type Column = (typeof COLUMNS)[number];
type Method = 'get' | 'post' | 'put' | 'delete';

interface Actors {
  user: Actor;
  buyer: Actor;
  owningSeller: Actor;
  otherSeller: Actor;
  admin: Actor;
  thirdParty: Actor;
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
  /** Text fields sent as multipart/form-data. */
  fields?: Record<string, string>;
  /** Signed-in columns call as this account instead of their own (a call that closes its caller's account). */
  caller?: Actor;
}

interface Row {
  call: string;
  /** Builds the request for one cell (fresh fixtures for calls that change state). */
  request: (ctx: MatrixContext, column: Column) => Promise<CallSpec> | CallSpec;
  expect: Record<Column, number>;
}

const everyone = (status: number): Record<Column, number> =>
  Object.fromEntries(COLUMNS.map((c) => [c, status])) as Record<Column, number>;
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401, badToken: 401 });
const only = (allowed: Partial<Record<Column, number>>) => ({ ...signedIn(403), ...allowed });

/** The web app's origin, the only one that may start or end a session. */
const appOrigin = (t: TestApp) => new URL(t.app.get(ConfigService).get<string>('PUBLIC_APP_URL')!).origin;

const listingOfOwner = ({ t, actors }: MatrixContext) => createListing(t, actors.owningSeller);
/** A booking by the buyer column of a fresh car of the owning seller. */
const orderOfBuyer = async (ctx: MatrixContext) =>
  book(ctx.t, ctx.actors.buyer, (await listingOfOwner(ctx))._id.toString());

/** A conversation between the buyer column and the owning seller, about a fresh car of the seller's. */
const conversationOfBuyer = async (ctx: MatrixContext, reported = false): Promise<string> => {
  await ctx.t.model('Block').deleteMany({}); // the block rows' cells block the two of them
  const listingId = (await listingOfOwner(ctx))._id.toString();
  const { body } = await ctx.t.http
    .post('/conversations')
    .set('Authorization', ctx.actors.buyer.bearer)
    .send({ listingId })
    .expect(201);
  if (reported)
    await ctx.t.http
      .post(`/conversations/${body._id}/report`)
      .set('Authorization', ctx.actors.buyer.bearer)
      .send({})
      .expect(200);
  return body._id;
};
/** The buyer column's open offer on a fresh car (asking 40 k$) of the owning seller. */
const offerOfBuyer = async (ctx: MatrixContext): Promise<string> => {
  await ctx.t.model('Block').deleteMany({});
  const listingId = (await listingOfOwner(ctx))._id.toString();
  const { body } = await ctx.t.http
    .post(`/listings/${listingId}/offers`)
    .set('Authorization', ctx.actors.buyer.bearer)
    .send({ amount: 35, phone: '512-555-0142', meetingLocation: 'Austin' })
    .expect(201);
  return body._id;
};
/** A fresh car of the owning seller, reported by the buyer column: in the moderation queue. */
const reportedListing = async (ctx: MatrixContext): Promise<string> => {
  const id = (await listingOfOwner(ctx))._id.toString();
  await ctx.t.http
    .put(`/report/${id}`)
    .set('Authorization', ctx.actors.buyer.bearer)
    .send({ reason: 'scam' })
    .expect(200);
  return id;
};
/** A saved search of the buyer column (the cap of 20 is kept clear: each cell makes a fresh one). */
const savedSearchOfBuyer = async ({ t, actors }: MatrixContext): Promise<string> => {
  await t.model('SavedSearch').deleteMany({ user: new Types.ObjectId(actors.buyer.userId) });
  const { body } = await t.http
    .post('/saved-searches')
    .set('Authorization', actors.buyer.bearer)
    .send({ name: 'Mine', path: '/search?q=tesla' })
    .expect(201);
  return body._id;
};
/** A paid order of the buyer column for a fresh car of the owning seller. */
const paidOrderOfBuyer = async (ctx: MatrixContext): Promise<string> => {
  const order = await orderOfBuyer(ctx);
  await payOrder(ctx.t, ctx.actors.buyer, order._id);
  return order._id;
};
/** The buyer column's review of the owning seller. */
const reviewOfOwner = async (ctx: MatrixContext): Promise<string> => {
  const orderId = await paidOrderOfBuyer(ctx);
  return (
    await ctx.t.http
      .post('/reviews')
      .set('Authorization', ctx.actors.buyer.bearer)
      .send({ orderId, rating: 4 })
      .expect(201)
  ).body._id;
};
/** The buyer column's review of the owning seller, reported by the third party: in the review queue. */
const reportedReview = async (ctx: MatrixContext): Promise<string> => {
  const id = await reviewOfOwner(ctx);
  await ctx.t.http
    .put(`/reviews/${id}/report`)
    .set('Authorization', ctx.actors.thirdParty.bearer)
    .send({ reason: 'offensive' })
    .expect(200);
  return id;
};
/** A fresh seller an admin suspended. */
const suspendedSeller = async ({ t, actors }: MatrixContext): Promise<Actor> => {
  const suspended = await createActor(t, 'Seller');
  await t.http
    .post(`/moderation/sellers/${suspended.userId}/suspend`)
    .set('Authorization', actors.admin.bearer)
    .send({ reason: 'A deposit scam.' })
    .expect(200);
  return suspended;
};
/** A notification of the buyer column (written straight to the database, as the dispatcher would). */
const notificationOfBuyer = async ({ t, actors }: MatrixContext): Promise<string> => {
  const created = await t.model('Notification').create({
    event: new Types.ObjectId(),
    recipient: new Types.ObjectId(actors.buyer.userId),
    kind: 'new-message',
    title: 'Hello',
    body: 'A message',
    link: '/dashboard/messages',
    createdAt: new Date(),
    mail: 'off',
  });
  return created._id.toString();
};
const parties = (status: number) => ({ buyer: status, owningSeller: status });

const WEBHOOK_SECRET = 'whsec_authz_matrix';
/** A payment_intent.succeeded event signed with the webhook secret (for an order that does not exist). */
function signedWebhook(): CallSpec {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: 'pi_matrix',
        object: 'payment_intent',
        amount: 100,
        currency: 'usd',
        status: 'succeeded',
        metadata: {},
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    method: 'post',
    path: '/webhooks/stripe',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  };
}

const ROWS: Row[] = [
  // ---- public ----
  { call: 'GET /health', request: () => ({ method: 'get', path: '/health' }), expect: everyone(200) },
  { call: 'GET /docs', request: () => ({ method: 'get', path: '/docs' }), expect: everyone(200) },
  { call: 'GET /categories', request: () => ({ method: 'get', path: '/categories' }), expect: everyone(200) },
  { call: 'GET /advertise', request: () => ({ method: 'get', path: '/advertise' }), expect: everyone(200) },
  { call: 'GET /sitemap.xml', request: () => ({ method: 'get', path: '/sitemap.xml' }), expect: everyone(200) },
  {
    call: 'GET /sitemaps/pages.xml',
    request: () => ({ method: 'get', path: '/sitemaps/pages.xml' }),
    expect: everyone(200),
  },
  {
    call: 'GET /sitemaps/listings-:n.xml',
    request: async (ctx) => {
      await listingOfOwner(ctx); // at least one listing on the market: file 1 exists
      return { method: 'get', path: '/sitemaps/listings-1.xml' };
    },
    expect: everyone(200),
  },
  {
    call: 'GET /sitemaps/sellers-:n.xml',
    request: () => ({ method: 'get', path: '/sitemaps/sellers-1.xml' }),
    expect: everyone(200),
  },

  // ---- the server session (the web app's origin passes these on; the body's token is what counts) ----
  {
    call: "POST /session (the owning seller's fresh token, from the app's origin)",
    request: ({ t, actors }) => ({
      method: 'post',
      path: '/session',
      headers: { Origin: appOrigin(t) },
      body: { idToken: actors.owningSeller.token },
    }),
    expect: everyone(204),
  },
  {
    call: 'POST /session (from another origin)',
    request: ({ actors }) => ({
      method: 'post',
      path: '/session',
      headers: { Origin: 'https://evil.example' },
      body: { idToken: actors.owningSeller.token },
    }),
    expect: everyone(403),
  },
  {
    call: "DELETE /session (from the app's origin)",
    request: ({ t }) => ({ method: 'delete', path: '/session', headers: { Origin: appOrigin(t) } }),
    expect: everyone(204),
  },

  // ---- users ----
  { call: 'POST /users', request: () => ({ method: 'post', path: '/users', body: {} }), expect: signedIn(200) },
  {
    call: "GET /user/role/:email (the owning seller's)",
    request: ({ actors }) => ({ method: 'get', path: `/user/role/${actors.owningSeller.email}` }),
    expect: only({ owningSeller: 200, admin: 200 }),
  },
  // GET /me (conversation screens: the caller's own id)
  { call: 'GET /me', request: () => ({ method: 'get', path: '/me' }), expect: signedIn(200) },

  // ---- the caller's own account ----
  {
    call: 'POST /password-reset (an address with no account: the same answer)',
    request: () => ({
      method: 'post',
      path: '/password-reset',
      body: { email: `nobody-${Math.random()}@example.com` },
    }),
    expect: everyone(204),
  },
  {
    call: 'PUT /me/profile',
    request: () => ({ method: 'put', path: '/me/profile', body: { phone: '512-555-0199' } }),
    expect: signedIn(200),
  },
  { call: 'GET /me/export', request: () => ({ method: 'get', path: '/me/export' }), expect: signedIn(200) },
  {
    // Each cell closes a new account of the column's role (signed in just now), not the shared one.
    call: "DELETE /me (a fresh account of the column's role)",
    request: async ({ t, actors }, column) => ({
      method: 'delete',
      path: '/me',
      caller: column in actors ? await createActor(t, actors[column as keyof Actors].role) : undefined,
    }),
    expect: { ...signedIn(200), admin: 403 },
  },

  // ---- listings ----
  { call: 'GET /category/:id', request: () => ({ method: 'get', path: '/category/1' }), expect: signedIn(200) },
  {
    call: 'PUT /report/:id',
    request: async (ctx) => ({ method: 'put', path: `/report/${(await listingOfOwner(ctx))._id}` }),
    expect: signedIn(200),
  },
  { call: 'GET /me/reports', request: () => ({ method: 'get', path: '/me/reports' }), expect: signedIn(200) },
  {
    call: 'PUT /report/:id (with a reason)',
    request: async (ctx) => ({
      method: 'put',
      path: `/report/${(await listingOfOwner(ctx))._id}`,
      body: { reason: 'wrong-details', text: 'The mileage is wrong' },
    }),
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
  { call: 'GET /models?brand=', request: () => ({ method: 'get', path: '/models?brand=Kia' }), expect: everyone(200) },
  {
    call: 'GET /listings/:id',
    request: async (ctx) => ({ method: 'get', path: `/listings/${(await listingOfOwner(ctx))._id}` }),
    expect: everyone(200),
  },
  {
    call: 'PUT /listings/:id',
    request: async (ctx) => ({
      method: 'put',
      path: `/listings/${(await listingOfOwner(ctx))._id}`,
      body: { sale_price: 31, year: 2021 },
    }),
    expect: only({ owningSeller: 200 }),
  },
  {
    call: 'POST /listings (a photo and facts)',
    request: async () => ({
      method: 'post',
      path: '/listings',
      fields: Object.fromEntries(
        Object.entries({ ...validProduct({ model: 'Sportage', year: 2022, fuel: 'hybrid' }), image: undefined })
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
      files: [['photos', await pngOf(400, 300, '#0055aa'), 'car.png']],
    }),
    expect: only({ owningSeller: 201, otherSeller: 201 }),
  },
  {
    call: 'GET /category/:id/facets',
    request: () => ({ method: 'get', path: '/category/1/facets?fuel=electric' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /search',
    request: () => ({ method: 'get', path: '/search?q=Model&sort=year_desc' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /search/facets',
    request: () => ({ method: 'get', path: '/search/facets?q=Model' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /search/suggestion',
    request: () => ({ method: 'get', path: '/search/suggestion?q=Corola' }),
    expect: signedIn(200),
  },

  // ---- pricing ----
  {
    call: 'GET /listings/:id/price-analysis',
    request: async (ctx) => ({ method: 'get', path: `/listings/${(await listingOfOwner(ctx))._id}/price-analysis` }),
    expect: everyone(200),
  },
  {
    call: 'GET /price-check',
    request: () => ({
      method: 'get',
      path: '/price-check?brand=Tesla&model=Model%203&year=2021&mileage=30000&price=30',
    }),
    expect: only({ owningSeller: 200, otherSeller: 200 }),
  },

  {
    call: "GET /models (a brand's model catalogue; public)",
    request: () => ({ method: 'get', path: '/models?brand=Tesla' }),
    expect: everyone(200),
  },

  // ---- photos ----
  {
    call: 'GET /photos/:photoId/:width.webp',
    request: async (ctx) => ({
      method: 'get',
      path: `/photos/${(await listingWithPhotos(ctx.t, ctx.actors.owningSeller, 1)).photos[0].id}/320.webp`,
    }),
    expect: everyone(200),
  },
  {
    call: 'GET /photos/:photoId/og.jpg',
    request: async (ctx) => ({
      method: 'get',
      path: `/photos/${(await listingWithPhotos(ctx.t, ctx.actors.owningSeller, 1)).photos[0].id}/og.jpg`,
    }),
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
      return {
        method: 'put',
        path: `/listings/${listing._id}/photos/order`,
        body: { order: listing.photos.map((p) => p.id).reverse() },
      };
    },
    expect: only({ owningSeller: 200 }),
  },

  // ---- admin ----
  { call: 'GET /seller', request: () => ({ method: 'get', path: '/seller' }), expect: only({ admin: 200 }) },
  {
    call: 'GET /identity/Buyer',
    request: () => ({ method: 'get', path: '/identity/Buyer' }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'PUT /verify/:id',
    request: async ({ t }) => ({ method: 'put', path: `/verify/${(await createActor(t, 'Seller')).userId}` }),
    expect: only({ admin: 200 }),
  },
  // ---- moderation (admins only) ----
  {
    call: 'GET /moderation/listings/:id/reports',
    request: async (ctx) => ({ method: 'get', path: `/moderation/listings/${await reportedListing(ctx)}/reports` }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'POST /moderation/listings/:id/dismiss',
    request: async (ctx) => ({ method: 'post', path: `/moderation/listings/${await reportedListing(ctx)}/dismiss` }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'POST /moderation/conversations/:id/dismiss',
    request: async (ctx) => ({
      method: 'post',
      path: `/moderation/conversations/${await conversationOfBuyer(ctx, true)}/dismiss`,
    }),
    expect: only({ admin: 204 }),
  },
  {
    call: 'POST /moderation/sellers/:id/warn',
    request: async ({ t }) => ({
      method: 'post',
      path: `/moderation/sellers/${(await createActor(t, 'Seller')).userId}/warn`,
      body: { reason: 'Your photos show another car.' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'POST /moderation/sellers/:id/suspend',
    request: async ({ t }) => ({
      method: 'post',
      path: `/moderation/sellers/${(await createActor(t, 'Seller')).userId}/suspend`,
      body: { reason: 'A deposit scam.' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'POST /moderation/sellers/:id/reinstate',
    request: async ({ t, actors }) => {
      const suspended = await createActor(t, 'Seller');
      await t.http
        .post(`/moderation/sellers/${suspended.userId}/suspend`)
        .set('Authorization', actors.admin.bearer)
        .send({ reason: 'A deposit scam.' })
        .expect(200);
      return { method: 'post', path: `/moderation/sellers/${suspended.userId}/reinstate` };
    },
    expect: only({ admin: 200 }),
  },
  {
    call: 'GET /moderation/audit',
    request: () => ({ method: 'get', path: '/moderation/audit' }),
    expect: only({ admin: 200 }),
  },
  {
    // A suspended seller changes nothing, not even their own car (every signed-in column calls as them).
    call: 'PUT /listings/:id (suspended seller)',
    request: async ({ t, actors }, column) => {
      const suspended = await createActor(t, 'Seller');
      const listing = await createListing(t, suspended);
      await t.http
        .post(`/moderation/sellers/${suspended.userId}/suspend`)
        .set('Authorization', actors.admin.bearer)
        .send({ reason: 'A deposit scam.' })
        .expect(200);
      return {
        method: 'put',
        path: `/listings/${listing._id}`,
        body: { sale_price: 31 },
        caller: column in actors ? suspended : undefined,
      };
    },
    expect: signedIn(403),
  },
  {
    // The owning seller is verified already (409); the other seller's cell asks as a fresh unverified seller.
    call: 'POST /me/verification-request',
    request: async ({ t }, column) => ({
      method: 'post',
      path: '/me/verification-request',
      caller: column === 'otherSeller' ? await createActor(t, 'Seller') : undefined,
    }),
    expect: only({ owningSeller: 409, otherSeller: 200 }),
  },
  {
    call: 'POST /me/verification-request (suspended seller)',
    request: async (ctx, column) => ({
      method: 'post',
      path: '/me/verification-request',
      caller: column in ctx.actors ? await suspendedSeller(ctx) : undefined,
    }),
    expect: signedIn(403),
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
    request: async (ctx) => ({
      method: 'post',
      path: '/orders',
      body: bookingBody((await listingOfOwner(ctx))._id.toString()),
    }),
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
  {
    call: 'GET /my_buyers',
    request: () => ({ method: 'get', path: '/my_buyers' }),
    expect: only({ owningSeller: 200, otherSeller: 200 }),
  },
  {
    call: "POST /orders/:id/release (an unpaid booking of the owning seller's car)",
    request: async (ctx) => ({ method: 'post', path: `/orders/${(await orderOfBuyer(ctx))._id}/release` }),
    expect: only({ owningSeller: 200, otherSeller: 404 }),
  },

  // ---- payments ----
  {
    call: "POST /create-payment-intent (the buyer's order)",
    request: async (ctx) => ({
      method: 'post',
      path: '/create-payment-intent',
      body: { orderId: (await orderOfBuyer(ctx))._id },
    }),
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

  // ---- recently viewed ----
  {
    call: 'GET /me/recently-viewed',
    request: () => ({ method: 'get', path: '/me/recently-viewed' }),
    expect: signedIn(200),
  },
  {
    call: 'PUT /me/recently-viewed/:listingId',
    request: async (ctx) => ({ method: 'put', path: `/me/recently-viewed/${(await listingOfOwner(ctx))._id}` }),
    expect: signedIn(204),
  },
  {
    call: 'DELETE /me/recently-viewed',
    request: () => ({ method: 'delete', path: '/me/recently-viewed' }),
    expect: signedIn(204),
  },

  // ---- notifications ----
  { call: 'GET /notifications', request: () => ({ method: 'get', path: '/notifications' }), expect: signedIn(200) },
  {
    call: 'GET /notifications/unread-count',
    request: () => ({ method: 'get', path: '/notifications/unread-count' }),
    expect: signedIn(200),
  },
  {
    call: 'PUT /notifications/read-all',
    request: () => ({ method: 'put', path: '/notifications/read-all' }),
    expect: signedIn(204),
  },
  {
    call: "PUT /notifications/:id/read (the buyer's)",
    request: async (ctx) => ({ method: 'put', path: `/notifications/${await notificationOfBuyer(ctx)}/read` }),
    expect: { ...signedIn(404), buyer: 204 },
  },
  { call: 'GET /me/settings', request: () => ({ method: 'get', path: '/me/settings' }), expect: signedIn(200) },
  {
    call: 'PUT /me/settings',
    request: () => ({ method: 'put', path: '/me/settings', body: { email: { 'price-drop': false } } }),
    expect: signedIn(200),
  },
  {
    call: "POST /notifications/unsubscribe (the buyer's signed link, one click; no sign-in needed)",
    request: ({ t, actors }) => {
      const token = t.app.get(MailLinks).token({ userId: actors.buyer.userId, kind: 'new-review' });
      return { method: 'post', path: `/notifications/unsubscribe?token=${encodeURIComponent(token)}` };
    },
    expect: everyone(200),
  },
  {
    call: 'POST /notifications/unsubscribe (a forged token)',
    request: ({ actors }) => ({
      method: 'post',
      path: `/notifications/unsubscribe?token=${actors.buyer.userId}.new-review.zzzzzz.forged`,
    }),
    expect: everyone(400),
  },
  {
    call: "GET /notifications/unsubscribe (the buyer's signed link; asks, changes nothing; no sign-in needed)",
    request: ({ t, actors }) => {
      const token = t.app.get(MailLinks).token({ userId: actors.buyer.userId, kind: 'new-review' });
      return { method: 'get', path: `/notifications/unsubscribe?token=${encodeURIComponent(token)}` };
    },
    expect: everyone(200),
  },

  // ---- conversations (between the buyer and the owning seller) ----
  {
    call: "POST /conversations (about the owning seller's listing)",
    request: async (ctx) => ({
      method: 'post',
      path: '/conversations',
      body: { listingId: (await listingOfOwner(ctx))._id.toString() },
    }),
    expect: { ...signedIn(201), owningSeller: 403 },
  },
  {
    call: "POST /conversations (about the buyer's order)",
    request: async (ctx) => ({
      method: 'post',
      path: '/conversations',
      body: { orderId: (await orderOfBuyer(ctx))._id },
    }),
    expect: { ...signedIn(404), ...parties(201) },
  },
  { call: 'GET /conversations', request: () => ({ method: 'get', path: '/conversations' }), expect: signedIn(200) },
  {
    call: 'GET /conversations/unread-count',
    request: () => ({ method: 'get', path: '/conversations/unread-count' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /conversations/reported',
    request: () => ({ method: 'get', path: '/conversations/reported' }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'GET /conversations/:id (not reported)',
    request: async (ctx) => ({ method: 'get', path: `/conversations/${await conversationOfBuyer(ctx)}` }),
    expect: { ...signedIn(404), ...parties(200), admin: 403 },
  },
  {
    call: 'GET /conversations/:id (reported)',
    request: async (ctx) => ({ method: 'get', path: `/conversations/${await conversationOfBuyer(ctx, true)}` }),
    expect: { ...signedIn(404), ...parties(200), admin: 200 },
  },
  {
    call: 'GET /conversations/:id/messages (not reported)',
    request: async (ctx) => ({ method: 'get', path: `/conversations/${await conversationOfBuyer(ctx)}/messages` }),
    expect: { ...signedIn(404), ...parties(200), admin: 403 },
  },
  {
    call: 'GET /conversations/:id/messages (reported)',
    request: async (ctx) => ({
      method: 'get',
      path: `/conversations/${await conversationOfBuyer(ctx, true)}/messages`,
    }),
    expect: { ...signedIn(404), ...parties(200), admin: 200 },
  },
  {
    call: 'POST /conversations/:id/messages',
    request: async (ctx) => ({
      method: 'post',
      path: `/conversations/${await conversationOfBuyer(ctx)}/messages`,
      body: { text: 'Hello' },
    }),
    expect: { ...signedIn(404), ...parties(201) },
  },
  {
    call: 'PUT /conversations/:id/read',
    request: async (ctx) => ({ method: 'put', path: `/conversations/${await conversationOfBuyer(ctx)}/read` }),
    expect: { ...signedIn(404), ...parties(204) },
  },
  {
    call: 'POST /conversations/:id/report',
    request: async (ctx) => ({
      method: 'post',
      path: `/conversations/${await conversationOfBuyer(ctx)}/report`,
      body: { reason: 'Spam' },
    }),
    expect: { ...signedIn(404), ...parties(200) },
  },
  {
    call: 'POST /conversations/:id/block',
    request: async (ctx) => ({ method: 'post', path: `/conversations/${await conversationOfBuyer(ctx)}/block` }),
    expect: { ...signedIn(404), ...parties(204) },
  },
  {
    call: 'DELETE /conversations/:id/block',
    request: async (ctx) => ({ method: 'delete', path: `/conversations/${await conversationOfBuyer(ctx)}/block` }),
    expect: { ...signedIn(404), ...parties(204) },
  },

  // ---- reviews and the seller page ----
  {
    call: "POST /reviews (the buyer's paid order of the owning seller's car)",
    request: async (ctx) => ({
      method: 'post',
      path: '/reviews',
      body: { orderId: await paidOrderOfBuyer(ctx), rating: 5, text: 'Great' },
    }),
    expect: { ...signedIn(403), buyer: 201 },
  },
  {
    call: 'PUT /reviews/:id/answer (a review of the owning seller)',
    request: async (ctx) => ({
      method: 'put',
      path: `/reviews/${await reviewOfOwner(ctx)}/answer`,
      body: { text: 'Thank you' },
    }),
    expect: { ...signedIn(403), owningSeller: 200 },
  },
  { call: 'GET /reviews', request: () => ({ method: 'get', path: '/reviews' }), expect: only({ admin: 200 }) },
  {
    call: 'DELETE /reviews/:id',
    request: async (ctx) => ({ method: 'delete', path: `/reviews/${await reviewOfOwner(ctx)}` }),
    expect: only({ admin: 204 }),
  },
  // ---- review reports: members report (not the review's writer); admins moderate ----
  {
    call: "PUT /reviews/:id/report (the buyer's review of the owning seller)",
    request: async (ctx) => ({
      method: 'put',
      path: `/reviews/${await reviewOfOwner(ctx)}/report`,
      body: { reason: 'offensive', text: 'Insults' },
    }),
    expect: { ...signedIn(200), buyer: 403 },
  },
  {
    // A suspended seller reports nothing either (every signed-in column calls as them).
    call: 'PUT /reviews/:id/report (suspended seller)',
    request: async (ctx, column) => ({
      method: 'put',
      path: `/reviews/${await reviewOfOwner(ctx)}/report`,
      body: { reason: 'scam' },
      caller: column in ctx.actors ? await suspendedSeller(ctx) : undefined,
    }),
    expect: signedIn(403),
  },
  {
    call: 'GET /reviews/my-reports',
    request: () => ({ method: 'get', path: '/reviews/my-reports' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /moderation/reviews',
    request: () => ({ method: 'get', path: '/moderation/reviews' }),
    expect: only({ admin: 200 }),
  },
  {
    call: 'POST /moderation/reviews/:id/dismiss',
    request: async (ctx) => ({ method: 'post', path: `/moderation/reviews/${await reportedReview(ctx)}/dismiss` }),
    expect: only({ admin: 200 }),
  },
  // ---- reviews: the buyer's own (My Orders) and the seller's unanswered (seller page) ----
  { call: 'GET /reviews/mine', request: () => ({ method: 'get', path: '/reviews/mine' }), expect: signedIn(200) },
  {
    call: 'GET /reviews/unanswered',
    request: () => ({ method: 'get', path: '/reviews/unanswered' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /sellers/:id (the owning seller)',
    request: ({ actors }) => ({ method: 'get', path: `/sellers/${actors.owningSeller.userId}` }),
    expect: everyone(200),
  },
  {
    call: "GET /sellers/:id/listings (the owning seller's cars, paged)",
    request: ({ actors }) => ({ method: 'get', path: `/sellers/${actors.owningSeller.userId}/listings?limit=1` }),
    expect: everyone(200),
  },
  {
    call: "GET /sellers/:id/reviews (the owning seller's reviews, paged)",
    request: ({ actors }) => ({ method: 'get', path: `/sellers/${actors.owningSeller.userId}/reviews` }),
    expect: everyone(200),
  },

  // ---- subscriptions ----
  {
    call: 'POST /subscriptions',
    request: () => ({
      method: 'post',
      path: '/subscriptions',
      body: { email: `fan-${Math.random().toString(36).slice(2)}@example.com` },
    }),
    expect: everyone(200),
  },

  // ---- booking lifecycle: the buyer cancels, the car's seller declines ----
  {
    call: "POST /orders/:id/cancel (the buyer's unpaid booking)",
    request: async (ctx) => ({ method: 'post', path: `/orders/${(await orderOfBuyer(ctx))._id}/cancel` }),
    expect: { ...signedIn(404), buyer: 200 },
  },
  {
    call: "POST /orders/:id/decline (an unpaid booking of the owning seller's car)",
    request: async (ctx) => ({
      method: 'post',
      path: `/orders/${(await orderOfBuyer(ctx))._id}/decline`,
      body: { reason: 'Sold to a friend' },
    }),
    expect: only({ owningSeller: 200, otherSeller: 404 }),
  },
  {
    call: "POST /listings/:id/sold-elsewhere (the owning seller's free car)",
    request: async (ctx) => ({ method: 'post', path: `/listings/${(await listingOfOwner(ctx))._id}/sold-elsewhere` }),
    expect: only({ owningSeller: 200, otherSeller: 403 }),
  },
  {
    call: "POST /listings/:id/relist (the owning seller's car sold elsewhere)",
    request: async (ctx) => {
      const listing = await listingOfOwner(ctx);
      await ctx.t
        .model('Listing')
        .updateOne({ _id: listing._id }, { $set: { withdrawn: { at: new Date(), reason: 'sold-elsewhere' } } });
      return { method: 'post', path: `/listings/${listing._id}/relist` };
    },
    expect: only({ owningSeller: 200, otherSeller: 403 }),
  },

  // ---- offers: any signed-in account offers on another's car; the party it was made to answers it ----
  {
    call: "POST /listings/:id/offers (the owning seller's car)",
    request: async (ctx) => ({
      method: 'post',
      path: `/listings/${(await listingOfOwner(ctx))._id}/offers`,
      body: { amount: 35, phone: '512-555-0142', meetingLocation: 'Austin' },
    }),
    expect: { ...signedIn(201), owningSeller: 403 },
  },
  { call: 'GET /offers', request: () => ({ method: 'get', path: '/offers' }), expect: signedIn(200) },
  {
    call: "POST /offers/:id/accept (the buyer's offer on the owning seller's car)",
    request: async (ctx) => ({ method: 'post', path: `/offers/${await offerOfBuyer(ctx)}/accept` }),
    expect: { ...signedIn(404), owningSeller: 200, buyer: 403 },
  },
  {
    call: "POST /offers/:id/decline (the buyer's offer on the owning seller's car)",
    request: async (ctx) => ({ method: 'post', path: `/offers/${await offerOfBuyer(ctx)}/decline`, body: {} }),
    expect: { ...signedIn(404), owningSeller: 200, buyer: 403 },
  },
  {
    call: "POST /offers/:id/counter (the buyer's offer on the owning seller's car)",
    request: async (ctx) => ({
      method: 'post',
      path: `/offers/${await offerOfBuyer(ctx)}/counter`,
      body: { amount: 38 },
    }),
    expect: { ...signedIn(404), owningSeller: 201, buyer: 403 },
  },
  {
    call: "POST /offers/:id/withdraw (the buyer's offer on the owning seller's car)",
    request: async (ctx) => ({ method: 'post', path: `/offers/${await offerOfBuyer(ctx)}/withdraw` }),
    expect: { ...signedIn(404), buyer: 200, owningSeller: 403 },
  },

  // ---- saved searches: any signed-in account, its own only ----
  {
    call: 'POST /saved-searches',
    request: () => ({
      method: 'post',
      path: '/saved-searches',
      body: { name: 'EVs', path: '/category/1?fuel=electric' },
    }),
    expect: signedIn(201),
  },
  { call: 'GET /saved-searches', request: () => ({ method: 'get', path: '/saved-searches' }), expect: signedIn(200) },
  {
    call: "DELETE /saved-searches/:id (the buyer's)",
    request: async (ctx) => ({ method: 'delete', path: `/saved-searches/${await savedSearchOfBuyer(ctx)}` }),
    expect: { ...signedIn(404), buyer: 204 },
  },
  {
    call: "PUT /saved-searches/:id/seen (the buyer's)",
    request: async (ctx) => ({ method: 'put', path: `/saved-searches/${await savedSearchOfBuyer(ctx)}/seen` }),
    expect: { ...signedIn(404), buyer: 204 },
  },
];

/** "METHOD /path/:param" of every row (its call, up to the first space after the path). */
export const MATRIX_CALLS: string[] = ROWS.map((row) => row.call.split(' ').slice(0, 2).join(' '));

/** The environment the API under test needs for this table. */
// The buyer column books a car in many rows: the unpaid-bookings limit has its own tests (orders.spec).
export const MATRIX_ENV = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_BOOKINGS: '1000' };

/** Every row as each column, inside the caller's describe; `open` starts the API with MATRIX_ENV (within `openTimeoutMs`). */
export function runAuthorizationMatrix(open: () => Promise<TestApp>, openTimeoutMs?: number): void {
  let ctx: MatrixContext;

  beforeAll(async () => {
    const t = await open();
    await createCategories(t);
    const [user, buyer, owningSeller, otherSeller, admin, thirdParty] = await Promise.all([
      createActor(t, 'User'),
      createActor(t, 'Buyer'),
      createActor(t, 'Seller', { isVerified: true }),
      createActor(t, 'Seller'),
      createActor(t, 'Admin'),
      createActor(t, 'Buyer'),
    ]);
    ctx = { t, actors: { user, buyer, owningSeller, otherSeller, admin, thirdParty } };
  }, openTimeoutMs);
  afterAll(() => ctx?.t.close());

  const authorization = (column: Column): string | undefined => {
    if (column === 'anonymous') return undefined;
    if (column === 'badToken') return 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmb3JnZWQifQ.c2lnbmF0dXJl';
    return ctx.actors[column].bearer;
  };

  describe.each(ROWS)('$call', (row) => {
    it.each(COLUMNS)('as %s', async (column) => {
      const spec = await row.request(ctx, column);
      const before = await snapshot(ctx.t);
      let call = ctx.t.http[spec.method](spec.path);
      const header = spec.caller ? spec.caller.bearer : authorization(column);
      if (header) call = call.set('Authorization', header);
      for (const [name, value] of Object.entries(spec.headers ?? {})) call = call.set(name, value);
      for (const [field, data, filename] of spec.files ?? []) call = call.attach(field, data, filename);
      for (const [field, value] of Object.entries(spec.fields ?? {})) call = call.field(field, value);
      const res = await (spec.body ? call.send(spec.body) : call);
      expect({ column, status: res.status }).toEqual({ column, status: row.expect[column] });
      if (res.status >= 400) {
        expect(res.body).toEqual({ statusCode: res.status, error: expect.any(String), message: expect.anything() });
        expect(await snapshot(ctx.t)).toBe(before);
      }
    });
  });
}
