// Per-IP rate limits (callers without a token) and X-Forwarded-For: counted per forwarded client
// only when TRUST_PROXY says a proxy sets that header; otherwise the header changes nothing.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCategories } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 3;

async function statusesFrom(t: TestApp, forwardedFor: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of forwardedFor)
    statuses.push((await t.http.get('/categories').set('X-Forwarded-For', address)).status);
  return statuses;
}

/**
 * GET `path` from the local address `from` (any 127.x.y.z reaches the test app on 127.0.0.1):
 * a proxy at its own address, or a client beside it.
 */
function statusFrom(t: TestApp, from: string, path: string, forwardedFor?: string): Promise<number> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const headers = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, localAddress: from }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject).end();
  });
}

const RENDER_SERVER = '127.0.0.2';
const OUTSIDER = '127.0.0.3';

describe('per-IP rate limits and X-Forwarded-For', () => {
  it('without TRUST_PROXY, a client changing X-Forwarded-For is still one client', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      await createCategories(t);
      expect(await statusesFrom(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])).toEqual([
        200, 200, 200, 429,
      ]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=1, each forwarded client has its own count', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' } });
    try {
      await createCategories(t);
      const first = Array<string>(LIMIT + 1).fill('203.0.113.10');
      expect(await statusesFrom(t, first)).toEqual([200, 200, 200, 429]);
      expect(await statusesFrom(t, ['203.0.113.11'])).toEqual([200]);
    } finally {
      await t.close();
    }
  });

  it('counts requests with a bad token before checking it: the one over the limit gets 429, not 401', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++)
        statuses.push((await t.http.get('/wishlist').set('Authorization', 'Bearer not.a.token')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('limits photo requests per client on their own, larger count: 429 with Retry-After past it', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_PHOTOS_PER_MINUTE: String(2 * LIMIT) },
    });
    try {
      await createCategories(t);
      const statuses: number[] = [];
      for (let i = 0; i <= 2 * LIMIT; i++)
        statuses.push((await t.http.get(`/photos/${'a'.repeat(32)}/800.webp`)).status);
      expect(statuses).toEqual([...Array<number>(2 * LIMIT).fill(404), 429]);
      const refused = await t.http.get(`/photos/${'b'.repeat(32)}/320.webp`).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The other routes keep their own count.
      await t.http.get('/categories').expect(200);
    } finally {
      await t.close();
    }
  });

  it("never limits Stripe's webhook: its deliveries come from a few shared addresses", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      const statuses: number[] = [];
      // Unsigned, so each is refused on its signature (400); none may be refused for the rate.
      for (let i = 0; i <= LIMIT; i++)
        statuses.push(
          (await t.http.post('/webhooks/stripe').set('Content-Type', 'application/json').send('{}')).status,
        );
      expect(statuses).not.toContain(429);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming the render servers, each visitor they forward has their own count and nobody else can forward', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: `${RENDER_SERVER}/32` },
    });
    try {
      await createCategories(t);
      // The render server reads for two visitors: each is counted on their own, past the server's own limit.
      const visitorA: number[] = [];
      for (let i = 0; i <= LIMIT; i++) visitorA.push(await statusFrom(t, RENDER_SERVER, '/categories', '198.51.100.7'));
      expect(visitorA).toEqual([200, 200, 200, 429]);
      expect(await statusFrom(t, RENDER_SERVER, '/categories', '198.51.100.8')).toBe(200);
      // A client that is not a trusted proxy sends the header in vain: it is one client, whatever it claims.
      const outsider: number[] = [];
      for (const claimed of ['198.51.100.20', '198.51.100.21', '198.51.100.22', '198.51.100.23'])
        outsider.push(await statusFrom(t, OUTSIDER, '/categories', claimed));
      expect(outsider).toEqual([200, 200, 200, 429]);
      // Nor can it borrow a visitor's place by claiming to be the render server in the header.
      expect(await statusFrom(t, OUTSIDER, '/categories', `198.51.100.9, ${RENDER_SERVER}`)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes a forwarded address only past trusted hops: a chain through an untrusted hop stops there', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: RENDER_SERVER } });
    try {
      await createCategories(t);
      // The render server forwards "spoofed, outsider": the outsider is the client, whatever it claimed before.
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++)
        statuses.push(await statusFrom(t, RENDER_SERVER, '/categories', `198.51.100.${30 + i}, 203.0.113.50`));
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY that is neither a small hop count nor a list of addresses', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'yes' } })).rejects.toThrow(/TRUST_PROXY/);
    await expect(createTestApp({ env: { TRUST_PROXY: '11' } })).rejects.toThrow(/TRUST_PROXY/);
    await expect(createTestApp({ env: { TRUST_PROXY: '10.0.0.0/33' } })).rejects.toThrow(/TRUST_PROXY/);
    await expect(createTestApp({ env: { TRUST_PROXY: '10.0.0.1, 300.1.1.1' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});
