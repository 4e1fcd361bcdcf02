/** @jest-environment node */
// The render server's GETs against a real HTTP server: what it sends and reads back, its kept
// connections, and a read given up when the render's budget runs out.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveGet } from './api-client';

let server: Server;
let base: string;
let connections = 0;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/never') return; // no answer: only the caller's signal ends it
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: 'W/"e1"', 'X-Total-Count': '42' });
    res.end(JSON.stringify({ path: req.url, big: 'é'.repeat(70_000) }));
  });
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

it('reads whole answers with their headers over one kept connection', async () => {
  const get = keepAliveGet();
  const before = connections;
  for (const path of ['/me', '/wishlist', '/me/reports']) {
    const answer = await get(
      `${base}${path}`,
      { Cookie: '__session=abc', Accept: 'application/json' },
      AbortSignal.timeout(5_000),
    );
    expect(answer.status).toBe(200);
    // A multi-byte text split over many chunks comes back whole.
    expect(JSON.parse(answer.text)).toEqual({ path, big: 'é'.repeat(70_000) });
    expect(answer.header('ETag')).toBe('W/"e1"');
    expect(answer.header('x-total-count')).toBe('42');
    expect(answer.header('link')).toBeNull();
  }
  expect(seen.at(-1)?.cookie).toBe('__session=abc');
  expect(connections - before).toBe(1);
});

it('gives a read up when its signal aborts', async () => {
  const started = Date.now();
  await expect(keepAliveGet()(`${base}/never`, {}, AbortSignal.timeout(200))).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(4_000);
});
