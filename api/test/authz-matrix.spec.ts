// ONE authorization table for the whole API: every call, run as each kind of caller, with the
// status each must get. A rejected call must also leave the database untouched.
//
// Columns: anonymous (no header), badToken (a token Firebase rejects), user/buyer/admin (accounts
// with that role), owningSeller (the seller who owns what the row acts on), otherSeller (a seller
// who does not). Rows build their own fixtures per cell, so a call that succeeds for one column
// cannot change what the next column sees. Add a module's rows to its section below.
import { createActor, createCategories, createListing, snapshot, validProduct, type Actor } from './support/fixtures';
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
  body?: object;
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

  // ---- orders, payments, wishlist, subscriptions: add rows here ----
];

describe('authorization matrix', () => {
  let ctx: MatrixContext;

  beforeAll(async () => {
    const t = await createTestApp();
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
      const res = await (spec.body ? call.send(spec.body) : call);
      expect({ column, status: res.status }).toEqual({ column, status: row.expect[column] });
      if (res.status >= 400) {
        expect(res.body).toEqual({ statusCode: res.status, error: expect.any(String), message: expect.anything() });
        expect(await snapshot(ctx.t)).toBe(before);
      }
    });
  });
});
