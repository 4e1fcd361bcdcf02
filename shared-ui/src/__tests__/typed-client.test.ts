/** @jest-environment node */
// The client typed by path against a small server that answers like the API does: the path, the
// query and the body it writes, what it answers, and that it shares the prefetched answers and the
// errors of every other call.
import { prefetch } from '../api/client';
import { ApiError } from '../api/errors';
import { apiClient, apiPath } from '../api/typed';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

let server: Awaited<ReturnType<typeof startServer>>;
const A_CAR = { _id: 'car 1', name: 'Model 3' };

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/listings/car%201') return sendJson(res, 200, A_CAR);
    if (req.url.startsWith('/orders?')) return sendJson(res, 200, [{ _id: 'o1' }]);
    if (req.method === 'POST' && req.url === '/orders') return sendJson(res, 201, { _id: 'o2' });
    if (req.method === 'PUT' && req.url === '/report/car%201') return sendJson(res, 204);
    if (req.url === '/reviews?limit=2')
      return sendJson(res, 200, { items: [{ _id: 'r1' }, { _id: 'r2' }], nextCursor: 'r2', total: 3 });
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'This car is not listed' });
  });
  setRuntimeConfig({
    apiUrl: `${server.url}/`,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

const since = (before: number) => server.requests.slice(before).map((r) => `${r.method} ${r.url}`);

it('fills the path parameters, encoded, and answers the JSON', async () => {
  const before = server.requests.length;
  await expect(apiClient.get('/listings/{id}', { params: { path: { id: 'car 1' } } })).resolves.toEqual(A_CAR);
  expect(since(before)).toEqual(['GET /listings/car%201']);
});

it('writes the query, encoded', async () => {
  const before = server.requests.length;
  await apiClient.get('/orders', { params: { query: { email: 'a+b@example.com' } } });
  expect(since(before)).toEqual(['GET /orders?email=a%2Bb%40example.com']);
});

it('sends the body as JSON and answers what the API created; an empty 204 is undefined', async () => {
  const before = server.requests.length;
  const body = { carId: 'car 1', phone: '512-555-0142', meetingLocation: 'Austin' };
  await expect(apiClient.post('/orders', { body })).resolves.toEqual({ _id: 'o2' });
  expect(server.requests.at(-1)!.body).toEqual(body);
  await expect(
    apiClient.put('/report/{id}', { params: { path: { id: 'car 1' } }, body: { reason: 'other' } }),
  ).resolves.toBeUndefined();
  expect(since(before)).toEqual(['POST /orders', 'PUT /report/car%201']);
});

it("turns a failure into the same ApiError as every other call, with the API's message", async () => {
  const error = await apiClient.get('/listings/{id}', { params: { path: { id: 'gone' } } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, message: 'This car is not listed' });
});

it('takes the answer prefetched for the same concrete path instead of asking again', async () => {
  const before = server.requests.length;
  const path = apiPath('/listings/{id}', { path: { id: 'car 1' } });
  expect(path).toBe('/listings/car%201');
  void prefetch(path);
  await expect(apiClient.get('/listings/{id}', { params: { path: { id: 'car 1' } } })).resolves.toEqual(A_CAR);
  expect(since(before)).toEqual(['GET /listings/car%201']);
});

it('reads a page of a list that answers { items, nextCursor }: the next page is the path with the cursor', async () => {
  await expect(apiClient.page('/reviews', { params: { query: { limit: 2 } } })).resolves.toEqual({
    items: [{ _id: 'r1' }, { _id: 'r2' }],
    next: '/reviews?limit=2&cursor=r2',
    total: 3,
  });
});
