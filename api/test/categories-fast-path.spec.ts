// GET /categories's fast path (categories.fast-path.ts, decision 0033) answers before Fastify: a
// client must not be able to tell it from the full pipeline. Each request is sent twice on a raw
// socket, once answered by the fast path and once by the pipeline (the in-memory list made to look
// stale, so the Nest route answers the same request), and the bytes compared: only the Date and
// the rate-limit count (one lower on the second request) may differ.
import { connect } from 'node:net';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { CategoriesService } from '../src/categories/categories.service';
import { ClientRateLimit } from '../src/common/throttling/client-rate-limit';
import { createCategories } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ALLOWED = 'http://shop.example';
const LIMIT = 40;

/** One request on a new connection; the response's bytes as text (the whole body, if any). */
function exchange(t: TestApp, head: string): Promise<string> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      const bodyless = head.startsWith('HEAD') || / 304 /.test(received.slice(0, 13));
      if (bodyless || received.length >= end + 4 + length) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    socket.write(`${head}\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

/** The response without what may differ between two requests a moment apart. */
function comparable(response: string): string {
  return response
    .replace(/\r\ndate: [^\r]+/i, '\r\ndate: (now)')
    .replace(/\r\nx-ratelimit-remaining: \d+/, '\r\nx-ratelimit-remaining: (n)');
}

const remaining = (response: string) => Number(/\r\nx-ratelimit-remaining: (\d+)/.exec(response)?.[1]);

/** The request log's lines (the apps below log at info into this instead of stdout). */
const logLines: string[] = [];

async function loggingApp(env: Record<string, string>): Promise<TestApp> {
  const destination = jest.spyOn(pino, 'destination').mockReturnValue({
    write: (line: string) => logLines.push(line),
    flush: () => undefined,
    flushSync: () => undefined,
  } as unknown as ReturnType<typeof pino.destination>);
  try {
    return await createTestApp({ env: { ...env, LOG_LEVEL: 'info' } });
  } finally {
    destination.mockRestore();
  }
}

describe('GET /categories fast path', () => {
  let t: TestApp;
  let etag: string;
  beforeAll(async () => {
    t = await loggingApp({ CORS_ORIGINS: ALLOWED, RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    await createCategories(t);
    etag = (await t.http.get('/categories?warm').expect(200)).headers.etag;
  });
  afterAll(() => t.close());

  /** The request answered by the fast path, then by the pipeline: both responses and both log lines. */
  async function bothWays(head: string, app = t) {
    logLines.length = 0;
    const categories = app.app.get(CategoriesService);
    const routed = jest.spyOn(categories, 'list');
    let fast: string;
    try {
      fast = await exchange(app, head);
    } finally {
      routed.mockRestore();
    }
    // GET /categories must not have reached the Nest route (which reads the list with list()).
    if (head.startsWith('GET /categories ')) expect(routed).not.toHaveBeenCalled();
    const current = jest.spyOn(categories, 'current').mockReturnValue(undefined);
    let piped: string;
    try {
      piped = await exchange(app, head);
    } finally {
      current.mockRestore();
    }
    // The pipeline writes its line once the response has gone ('finish').
    for (let wait = 0; logLines.length < 2 && wait < 50; wait++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    // Timings left out; the lines' fields and their order must match.
    const lines = logLines
      .map((line) => line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":\d+/, '"responseTime":0'))
      .map((line) => JSON.parse(line));
    return { fast, piped, lines };
  }

  const requests: [string, string][] = [
    ['no Origin', 'GET /categories HTTP/1.1\r\nX-Request-Id: trace-1'],
    ['an allowed Origin', `GET /categories HTTP/1.1\r\nX-Request-Id: trace-2\r\nOrigin: ${ALLOWED}`],
    ['an Origin not allowed', 'GET /categories HTTP/1.1\r\nX-Request-Id: trace-3\r\nOrigin: http://evil.example'],
    ['HTTP/1.0, no keep-alive', 'GET /categories HTTP/1.0\r\nX-Request-Id: trace-4'],
  ];

  it.each(requests)('answers a request with %s byte for byte as the pipeline does', async (_name, head) => {
    const { fast, piped, lines } = await bothWays(head);
    expect(fast).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(comparable(fast)).toBe(comparable(piped));
    expect(remaining(piped)).toBe(remaining(fast) - 1); // both counted, against one limit
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines[0])).toBe(JSON.stringify(lines[1]));
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/categories', remoteAddress: '127.0.0.1' },
    });
  });

  it.each([
    ['no Origin', ''],
    ['an allowed Origin', `\r\nOrigin: ${ALLOWED}`],
  ])('answers If-None-Match naming the list with 304 and no body, as the pipeline does (%s)', async (_name, origin) => {
    const { fast, piped, lines } = await bothWays(
      `GET /categories HTTP/1.1\r\nX-Request-Id: trace-5\r\nIf-None-Match: ${etag}${origin}`,
    );
    expect(fast).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(fast.endsWith('\r\n\r\n')).toBe(true);
    expect(comparable(fast)).toBe(comparable(piped));
    expect(lines.map((line) => line.res.statusCode)).toEqual([304, 304]);
    expect(JSON.stringify(lines[0])).toBe(JSON.stringify(lines[1]));
  });

  it('makes up the same kind of request id when the caller sends none or a bad one', async () => {
    for (const head of ['GET /categories HTTP/1.1', 'GET /categories HTTP/1.1\r\nX-Request-Id: two words']) {
      const { fast, piped } = await bothWays(head);
      const ids = [fast, piped].map((response) => /\r\nx-request-id: ([^\r]+)/.exec(response)?.[1]);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[0]).not.toBe(ids[1]);
      const withoutId = (response: string) => comparable(response).replace(/\r\nx-request-id: [^\r]+/, '');
      expect(withoutId(fast)).toBe(withoutId(piped));
    }
  });

  it('leaves HEAD, a preflight and a query string to the pipeline, which answers them as before', async () => {
    for (const head of [
      'HEAD /categories HTTP/1.1\r\nX-Request-Id: trace-6',
      `OPTIONS /categories HTTP/1.1\r\nX-Request-Id: trace-7\r\nOrigin: ${ALLOWED}\r\nAccess-Control-Request-Method: GET`,
      'GET /categories?from=nav HTTP/1.1\r\nX-Request-Id: trace-8',
    ]) {
      const { fast, piped } = await bothWays(head);
      expect(comparable(fast)).toBe(comparable(piped));
    }
    const preflight = await exchange(
      t,
      `OPTIONS /categories HTTP/1.1\r\nOrigin: ${ALLOWED}\r\nAccess-Control-Request-Method: GET`,
    );
    expect(preflight).toMatch(/^HTTP\/1\.1 204 /);
    expect(preflight).toMatch(/\r\naccess-control-allow-methods: GET, POST, PUT, DELETE\r\n/);
  });

  it('counts and logs the client address a trusted proxy forwards, as the pipeline does', async () => {
    const proxied = await loggingApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      await createCategories(proxied);
      await proxied.app.get(CategoriesService).list();
      const { fast, piped, lines } = await bothWays(
        'GET /categories HTTP/1.1\r\nX-Request-Id: trace-9\r\nX-Forwarded-For: 203.0.113.7, 198.51.100.2',
        proxied,
      );
      expect(comparable(fast)).toBe(comparable(piped));
      expect(remaining(piped)).toBe(remaining(fast) - 1);
      // One hop trusted: the address the proxy saw the request come from.
      expect(lines.map((line) => line.req.remoteAddress)).toEqual(['198.51.100.2', '198.51.100.2']);
      expect(JSON.stringify(lines[0])).toBe(JSON.stringify(lines[1]));
      // Another client behind the same proxy has its own count.
      const other = await exchange(proxied, 'GET /categories HTTP/1.1\r\nX-Forwarded-For: 198.51.100.3');
      expect(remaining(other)).toBe(LIMIT - 1);
    } finally {
      await proxied.close();
    }
  });

  it('counts each answer against the per-client limit and refuses the request over it with 429', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      await createCategories(limited);
      const categories = limited.app.get(CategoriesService);
      await categories.list(); // loaded: the fast path answers from here on
      const routed = jest.spyOn(categories, 'list');
      const handedOver = jest.spyOn(ClientRateLimit, 'markCounted');
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 3; i++) statuses.push((await limited.http.get('/categories')).status);
        expect(routed).not.toHaveBeenCalled(); // answered by the fast path, not the Nest route
        const refused = await limited.http.get('/categories');
        statuses.push(refused.status);
        expect(refused.headers['retry-after']).toBe('60');
        expect(refused.headers['x-content-type-options']).toBe('nosniff');
        expect(refused.body).toEqual({
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'ThrottlerException: Too Many Requests',
        });
        expect(handedOver).toHaveBeenCalledTimes(1); // counted once, by the fast path, refused by the limit's hook
      } finally {
        routed.mockRestore();
        handedOver.mockRestore();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Still refused on the Nest route and through the fast path alike.
      await limited.http.get('/categories?from=nav').expect(429);
      await limited.http.get('/categories').expect(429);
    } finally {
      await limited.close();
    }
  });
});
