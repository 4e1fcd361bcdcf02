/** @jest-environment node */
// The listing page's loader against a real HTTP server answering GET /listings/:id like the API.
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listingLoader } from './listingLoader';

const NEVER_SEEN = '0123456789abcdef01234567';
const DELETED = '89abcdef0123456789abcdef';
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, message] =
      req.url === `/listings/${DELETED}` ? [410, 'This car was removed from CarMarket'] : [404, 'Listing not found'];
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: status, message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    apiUrl: `http://127.0.0.1:${port}`,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function load(id: string) {
  const url = new URL(`http://shell/listing/${id}`);
  return listingLoader({ params: { id }, request: new Request(url), url, pattern: '/listing/:id', context: undefined });
}

it.each([
  ['an id never seen (404)', NEVER_SEEN],
  ['a car gone from the market (410)', DELETED],
])('shows the not-found page for %s', async (_, id) => {
  const thrown = await load(id).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
});
