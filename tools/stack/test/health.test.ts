import { createServer, type Server } from 'node:http';
import { waitForHttp } from '../src/health';

let server: Server;
let url: string;
let healthy = false;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(healthy ? 200 : 503).end());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/health`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

it('waits until the service answers 2xx', async () => {
  healthy = false;
  setTimeout(() => (healthy = true), 600);
  const started = Date.now();
  await waitForHttp(url, { name: 'API', timeoutMs: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
});

it('gives up at once when the process exits, with its last output', async () => {
  healthy = false;
  const attempt = waitForHttp(url, {
    name: 'API',
    timeoutMs: 60_000,
    exited: Promise.resolve(1),
    details: () => 'MONGODB_URI must be a mongodb:// URI',
  });
  await expect(attempt).rejects.toThrow(/API exited \(1\) before it was healthy[\s\S]*MONGODB_URI must be/);
});

it('names the service and the time it waited', async () => {
  healthy = false;
  await expect(waitForHttp(url, { name: 'admin dev server', timeoutMs: 300 })).rejects.toThrow(
    'admin dev server was not healthy within 0.3 s',
  );
});
