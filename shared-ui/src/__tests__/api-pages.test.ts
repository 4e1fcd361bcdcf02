/** @jest-environment node */
// Real HTTP: one page of a cursor-paginated list, read from the API's Link and X-Total-Count headers.
import { apiFetchPage, nextPagePath } from '../api/client';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/category/1?limit=2') {
      res.setHeader('Link', '</category/1?limit=2&cursor=abc>; rel="next"');
      res.setHeader('X-Total-Count', '3');
      return sendJson(res, 200, [{ _id: 'a' }, { _id: 'b' }]);
    }
    if (req.url === '/category/1?limit=2&cursor=abc') {
      res.setHeader('X-Total-Count', '3');
      return sendJson(res, 200, [{ _id: 'c' }]);
    }
    if (req.url === '/category/9')
      return sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'Category 9 does not exist' });
    return sendJson(res, 200, []);
  });
  setRuntimeConfig({
    apiUrl: `${server.url}/`,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

it('reads the items, the next page and the total of a page', async () => {
  await expect(apiFetchPage('/category/1?limit=2')).resolves.toEqual({
    items: [{ _id: 'a' }, { _id: 'b' }],
    next: '/category/1?limit=2&cursor=abc',
    total: 3,
  });
});

it('has no next page on the last page', async () => {
  await expect(apiFetchPage('/category/1?limit=2&cursor=abc')).resolves.toEqual({
    items: [{ _id: 'c' }],
    next: null,
    total: 3,
  });
});

it('reports a missing total as null', async () => {
  await expect(apiFetchPage('/anything')).resolves.toEqual({ items: [], next: null, total: null });
});

it("fails like any other call, with the API's message", async () => {
  await expect(apiFetchPage('/category/9')).rejects.toMatchObject({
    status: 404,
    message: 'Category 9 does not exist',
  });
});

describe('nextPagePath', () => {
  it('picks rel="next" among several links, unquoted or in a list of relations', () => {
    expect(nextPagePath('</x?cursor=1>; rel="prev", </x?cursor=3>; rel="next"')).toBe('/x?cursor=3');
    expect(nextPagePath('</x?cursor=3>; rel=next')).toBe('/x?cursor=3');
    expect(nextPagePath('</x?cursor=3>; rel="next last"')).toBe('/x?cursor=3');
  });

  it('turns an absolute URL on the API host into a path and refuses other hosts', () => {
    expect(nextPagePath(`<${server.url}/x?cursor=3>; rel="next"`)).toBe('/x?cursor=3');
    expect(nextPagePath('<https://elsewhere.example/x?cursor=3>; rel="next"')).toBeNull();
  });

  it('is null without a header or without a next link', () => {
    expect(nextPagePath(null)).toBeNull();
    expect(nextPagePath('</x?cursor=1>; rel="prev"')).toBeNull();
    expect(nextPagePath('</x?cursor=1>; rel="nextish"')).toBeNull();
  });
});
