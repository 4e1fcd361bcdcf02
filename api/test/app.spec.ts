// The cross-cutting pipeline every call goes through: health, docs, headers, body limits,
// error shape, static images, configuration rules.
import { start } from '@carmarket/embedded-mongo';
import { validateEnv } from '../src/config/env.validation';
import { buildOpenApiDocument } from '../src/openapi';
import { brotliDecompressSync } from 'node:zlib';
import { createActor, createCategories, createListing, snapshot, validProduct } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('application pipeline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'http://localhost:3000,http://shop.example' } });
    await createCategories(t);
  });
  afterAll(() => t.close());

  it('GET /health reports the API and the database up, without a token', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('GET /docs serves Swagger UI and the OpenAPI document lists the DTO fields', async () => {
    const ui = await t.http.get('/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await t.http.get('/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/category/{id}', '/add_product', '/users']));
    expect(Object.keys(doc.body.components.schemas.AddProductDto.properties)).toEqual(
      expect.arrayContaining([
        'name',
        'brand',
        'image',
        'category_id',
        'original_price',
        'sale_price',
        'used',
        'location',
        'condition',
        'desc',
        'phone',
      ]),
    );
  });

  it('serves the document the wire types are generated from (built without a database)', async () => {
    const doc = await t.http.get('/docs-json').expect(200);
    expect(doc.body).toEqual(JSON.parse(JSON.stringify(await buildOpenApiDocument())));
  });

  // (The Stripe webhook is public too, and left out of the docs: Stripe calls it, not people.)
  it('the OpenAPI document asks for the bearer token on every route but the public ones', async () => {
    const doc = await t.http.get('/docs-json').expect(200);
    expect(doc.body.security).toEqual([{ bearer: [] }]);
    const operations = Object.entries(
      doc.body.paths as Record<string, Record<string, { security?: unknown[]; summary?: string }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, ...op })),
    );
    const open = operations
      .filter((op) => Array.isArray(op.security) && op.security.length === 0)
      .map((op) => op.route);
    expect(open.sort()).toEqual([
      'DELETE /session',
      'GET /advertise',
      'GET /categories',
      'GET /health',
      'GET /listings/{id}',
      'GET /listings/{id}/price-analysis',
      'GET /models',
      'GET /notifications/unsubscribe',
      'GET /photos/{photoId}/og.jpg',
      'GET /photos/{photoId}/{width}.webp',
      'GET /sellers/{id}',
      'GET /sellers/{id}/listings',
      'GET /sellers/{id}/reviews',
      'GET /sitemap.xml',
      'GET /sitemaps/listings-{n}.xml',
      'GET /sitemaps/pages.xml',
      'GET /sitemaps/sellers-{n}.xml',
      'POST /notifications/unsubscribe',
      'POST /password-reset',
      'POST /session',
      'POST /subscriptions',
    ]);
    expect(operations.filter((op) => op.security !== undefined && !open.includes(op.route))).toEqual([]);
    // Marking a route public keeps its own summary.
    expect(operations.find((op) => op.route === 'GET /advertise')?.summary).toBe(
      'Advertised cars that are still available',
    );
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await t.http.get('/categories').set('X-Request-Id', 'trace-123').expect(200);
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await t.http.get('/categories').set('X-Request-Id', 'bad id with spaces <script>').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets helmet headers and allows CORS only for the configured origins, exposing paging headers', async () => {
    const ok = await t.http.get('/categories').set('Origin', 'http://shop.example').expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://shop.example');
    expect(ok.headers['access-control-expose-headers']).toEqual(expect.stringContaining('X-Total-Count'));
    expect(ok.headers['access-control-expose-headers']).toEqual(expect.stringContaining('Link'));
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['x-powered-by']).toBeUndefined();
    const other = await t.http.get('/categories').set('Origin', 'http://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses a page of cars for a client that accepts brotli or gzip, and sends small answers as they are', async () => {
    const seller = await createActor(t, 'Seller', { isVerified: true });
    const buyer = await createActor(t, 'Buyer');
    for (let i = 0; i < 8; i++) await createListing(t, seller, { name: `Model ${i}` });
    const plain = await t.http
      .get('/category/1?limit=12')
      .set('Authorization', buyer.bearer)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Through Fastify's inject: the bytes as sent (supertest would decode them).
    const raw = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: '/category/1?limit=12',
        headers: { authorization: buyer.bearer, 'accept-encoding': 'br' },
      });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers['vary']).toEqual(expect.stringMatching(/accept-encoding/i));
    expect(raw.rawPayload.length).toBeLessThan(plain.text.length / 2);
    expect(JSON.parse(brotliDecompressSync(raw.rawPayload).toString())).toEqual(plain.body);
    expect(raw.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    const gzip = await t.http
      .get('/category/1?limit=12')
      .set('Authorization', buyer.bearer)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body); // decoded by the client
    const small = await t.http.get('/health').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the SVG images itself, usable from other origins', async () => {
    const res = await t.http.get('/static/categories/tesla.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await t.http.get('/static/../package.json').expect(404);
  });

  it('answers unknown routes with the standard error shape', async () => {
    const res = await t.http.get('/no-such-route').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /no-such-route' });
  });

  describe('bodies', () => {
    it('rejects a 2 MB body with 413 in the standard shape and changes nothing', async () => {
      const seller = await createActor(t, 'Seller');
      const before = await snapshot(t);
      const res = await t.http
        .post('/add_product')
        .set('Authorization', seller.bearer)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(validProduct({ desc: 'x'.repeat(2 * 1024 * 1024) })))
        .expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: expect.stringContaining('too large'),
      });
      expect(await snapshot(t)).toBe(before);
    });

    it('rejects malformed JSON with 400 in the standard shape', async () => {
      const seller = await createActor(t, 'Seller');
      const res = await t.http
        .post('/add_product')
        .set('Authorization', seller.bearer)
        .set('Content-Type', 'application/json')
        .send('{"name": "Model 3",')
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON in request body' });
    });
  });

  it('reports a database outage as 503 on /health', async () => {
    const lonely = await start({ port: 0, memory: true });
    const url = new URL(lonely.uri);
    url.pathname = '/health_check';
    const app = await createTestApp({ env: { MONGODB_URI: url.toString() } });
    try {
      await app.http.get('/health').expect(200);
      await lonely.stop();
      const res = await app.http.get('/health').expect(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
    } finally {
      await app.app.close();
    }
  });
});

describe('configuration', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/carmarket', PAYMENTS_SANDBOX: 'true' };

  it('applies defaults and converts numbers', () => {
    const env = validateEnv({ ...base, PORT: '4123' });
    expect(env).toMatchObject({
      PORT: 4123,
      FIREBASE_PROJECT_ID: 'demo-carmarket',
      BOOKING_HOLD_HOURS: 48,
      MAX_UNPAID_BOOKINGS: 5,
    });
  });

  it('names each invalid variable', () => {
    expect(() => validateEnv({ MONGODB_URI: 'postgres://x', PORT: 'abc' })).toThrow(/MONGODB_URI[\s\S]*PORT/);
  });

  it('refuses whole-number settings out of their range', () => {
    expect(() => validateEnv({ ...base, PORT: '70000' })).toThrow(/PORT must not be greater than 65535/);
    expect(() => validateEnv({ ...base, MAX_UNPAID_BOOKINGS: '0' })).toThrow(
      /MAX_UNPAID_BOOKINGS must not be less than 1/,
    );
    expect(() => validateEnv({ ...base, RATE_LIMIT_BOOKING_PER_MINUTE: '2.5' })).toThrow(
      /RATE_LIMIT_BOOKING_PER_MINUTE must be an integer/,
    );
    expect(validateEnv({ ...base, TRUST_PROXY: '0', RATE_LIMIT_PER_MINUTE: '1' })).toMatchObject({
      TRUST_PROXY: 0,
      RATE_LIMIT_PER_MINUTE: 1,
    });
  });

  it('caps fresh accounts by default, and refuses caps that would switch them off', () => {
    expect(validateEnv(base)).toMatchObject({
      NEW_ACCOUNT_DAYS: 7,
      NEW_ACCOUNT_HOLDS_PER_SELLER: 2,
      NEW_ACCOUNTS_PER_IP_PER_DAY: 3,
    });
    expect(() => validateEnv({ ...base, NEW_ACCOUNT_HOLDS_PER_SELLER: '0' })).toThrow(
      /NEW_ACCOUNT_HOLDS_PER_SELLER must not be less than 1/,
    );
    expect(() => validateEnv({ ...base, NEW_ACCOUNTS_PER_IP_PER_DAY: 'many' })).toThrow(
      /NEW_ACCOUNTS_PER_IP_PER_DAY must be an integer/,
    );
    expect(() => validateEnv({ ...base, NEW_ACCOUNT_DAYS: '-1' })).toThrow(/NEW_ACCOUNT_DAYS must not be less than 0/);
  });

  it('refuses production with the Auth emulator or without Stripe', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_51Nq7vWbC2xT9kLmP4rS8uYz3aB6dE0fG',
      STRIPE_WEBHOOK_SECRET: 'whsec_Jx7Qm2Lr9Tz4Kc8Vb1Np6Ws3Yd0Hf5Ga',
    };
    const noSandbox = { ...base, PAYMENTS_SANDBOX: 'false' };
    expect(() =>
      validateEnv({ ...noSandbox, ...stripe, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/emulator/);
    expect(() => validateEnv({ ...base, NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(validateEnv({ ...noSandbox, ...stripe, NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('runs the payment sandbox only when asked, whatever NODE_ENV says', () => {
    const plain = { MONGODB_URI: base.MONGODB_URI };
    expect(() => validateEnv(plain)).toThrow(
      /No payment gateway: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true/,
    );
    expect(() => validateEnv({ ...plain, NODE_ENV: 'development' })).toThrow(/No payment gateway/);
    expect(validateEnv({ ...plain, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
  });

  it('refuses a Stripe key without its webhook secret, or beside the sandbox', () => {
    const plain = { MONGODB_URI: base.MONGODB_URI };
    expect(() => validateEnv({ ...plain, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      validateEnv({
        ...plain,
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PAYMENTS_SANDBOX: 'true',
      }),
    ).toThrow(/not both/);
    expect(
      validateEnv({ ...plain, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).STRIPE_SECRET_KEY,
    ).toBe('sk_test_abc');
  });
});
