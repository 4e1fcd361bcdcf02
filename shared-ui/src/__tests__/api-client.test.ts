/** @jest-environment node */
// Real HTTP: the client against a small server that answers like the API does.
import { adoptPrefetch, api, apiFetch, prefetch, prefetchPage } from '../api/client';
import { ApiError } from '../api/errors';
import { retryDelay, swrDefaults } from '../api/swr';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/categories') return sendJson(res, 200, [{ category_id: 1, name: 'TESLA' }]);
    if (req.url === '/category/1?limit=1') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Total-Count': '40',
        Link: '</category/1?limit=1&cursor=abc>; rel="next"',
      });
      return res.end(JSON.stringify([{ _id: 'car1' }]));
    }
    if (req.url === '/add_product')
      return sendJson(res, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['phone should not be empty', 'sale_price must be a number'],
        fields: { phone: ['phone should not be empty'], sale_price: ['sale_price must be a number'] },
      });
    if (req.url === '/orders')
      return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: 'This car is already booked' });
    if (req.url === '/report/1') return sendJson(res, 204);
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html>Bad gateway</html>');
  });
  setRuntimeConfig({
    apiUrl: `${server.url}/`,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

it('GETs JSON from the configured base URL, without a token when nobody is signed in', async () => {
  await expect(api.get('/categories')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
  const last = server.requests.at(-1)!;
  expect(last).toMatchObject({ method: 'GET', url: '/categories' });
  expect(last.authorization).toBeUndefined();
});

it('turns a validation error body into an ApiError with status, message and field errors', async () => {
  const err = (await api.post('/add_product', { name: 'Model 3' }).catch((e: unknown) => e)) as ApiError;
  expect(err).toBeInstanceOf(ApiError);
  expect(err.status).toBe(400);
  expect(err.message).toBe('phone should not be empty. sale_price must be a number');
  expect(err.fieldErrors.phone).toEqual(['phone should not be empty']);
  expect(err.isClientError).toBe(true);
  expect(server.requests.at(-1)!.body).toEqual({ name: 'Model 3' });
});

it("keeps the API's single message as is", async () => {
  await expect(api.post('/orders', {})).rejects.toMatchObject({ status: 409, message: 'This car is already booked' });
});

it('reads an empty 204 as undefined', async () => {
  await expect(api.put('/report/1')).resolves.toBeUndefined();
});

it('explains a non-JSON failure by its status', async () => {
  await expect(api.get('/somewhere')).rejects.toMatchObject({ status: 502, message: '502 Bad Gateway' });
});

it('reports an unreachable server as status 0 with a readable message', async () => {
  setRuntimeConfig({
    apiUrl: 'http://127.0.0.1:1',
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
  try {
    await expect(apiFetch('/categories')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/could not reach the server/i),
    });
  } finally {
    setRuntimeConfig({
      apiUrl: server.url,
      remotes: {} as never,
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    });
  }
});

describe('prefetch (a route loader asking before its screen has loaded)', () => {
  it("answers the screen's first GET of the path with the request already made, and asks again after that", async () => {
    const before = server.requests.length;
    prefetch('/categories');
    expect(server.requests.length - before).toBeLessThanOrEqual(1);
    await expect(api.get('/categories')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/categories']);
    await api.get('/categories');
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/categories', '/categories']);
  });

  it("resolves with the answer's JSON for the loader while the screen still reads the same answer", async () => {
    const before = server.requests.length;
    await expect(prefetch('/categories')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
    await expect(api.get('/categories')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/categories']);
  });

  it('hands a failed prefetch to the screen as the same ApiError', async () => {
    prefetch('/orders-missing');
    await expect(api.get('/orders-missing')).rejects.toMatchObject({ status: 502 });
  });

  it("reads a prefetched page of a list as the page's own read does, and takes it: a later read of the list asks the API", async () => {
    const before = server.requests.length;
    const page = { items: [{ _id: 'car1' }], next: '/category/1?limit=1&cursor=abc', total: 40 };
    await expect(prefetchPage('/category/1?limit=1')).resolves.toEqual(page);
    // The same answer handed over later (the shell's entry was slow) would be stale by then: ignored.
    adoptPrefetch('/category/1?limit=1', Promise.resolve(new Response('[]', { status: 200 })));
    await expect(api.page('/category/1?limit=1')).resolves.toEqual(page);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/category/1?limit=1', '/category/1?limit=1']);
  });

  it("takes a request the shell's entry started as the prefetch of its path, its failure as the same ApiError", async () => {
    const before = server.requests.length;
    // (A path not read before in this file: a path a screen has read takes no answer handed over later.)
    adoptPrefetch('/categories?adopted', fetch(`${server.url}/categories`));
    await expect(api.get('/categories?adopted')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
    adoptPrefetch('/orders-missing?adopted', fetch(`${server.url}/orders-missing`));
    await expect(api.get('/orders-missing?adopted')).rejects.toMatchObject({ status: 502 });
    adoptPrefetch('/nowhere', Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/nowhere')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/could not reach the server/i),
    });
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/categories', '/orders-missing']);
  });

  it('keeps a prefetch already under way for the path rather than one handed over later', async () => {
    const before = server.requests.length;
    prefetch('/categories');
    adoptPrefetch('/categories', Promise.resolve(new Response('[]', { status: 200 })));
    await expect(api.get('/categories')).resolves.toEqual([{ category_id: 1, name: 'TESLA' }]);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/categories']);
  });

  it('never stands in for a write to the same path', async () => {
    const before = server.requests.length;
    prefetch('/orders');
    await expect(api.post('/orders', {})).rejects.toMatchObject({ status: 409 });
    expect(
      server.requests
        .slice(before)
        .map((r) => r.method)
        .sort(),
    ).toEqual(['GET', 'POST']);
  });
});

describe('SWR retry policy', () => {
  it('backs off exponentially from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries at most 3 times and never a 4xx', () => {
    jest.useFakeTimers();
    try {
      const revalidate = jest.fn();
      const retry = (err: unknown, retryCount: number) =>
        swrDefaults.onErrorRetry!(err as never, '/x', { ...swrDefaults, errorRetryCount: 3 } as never, revalidate, {
          retryCount,
          dedupe: true,
        });
      retry(new ApiError(404, 'Not found'), 1);
      retry(new ApiError(503, 'Unavailable'), 4);
      expect(revalidate).not.toHaveBeenCalled();
      retry(new ApiError(503, 'Unavailable'), 2);
      jest.advanceTimersByTime(1999);
      expect(revalidate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 2 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps fetched data for 5 minutes', () => {
    expect(swrDefaults.dedupingInterval).toBe(5 * 60_000);
  });
});
