/** @jest-environment node */
// The loader against a real HTTP server answering GET /categories like the API.
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { getConfig } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { categoryLoader } from './categoryLoader';
import { listingsPath, NO_FILTERS } from './filters';

const CATEGORIES = [
  { _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
  { _id: 'c2', category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
];
let server: Server;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(CATEGORIES));
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
  const url = new URL(`http://shell/category/${id}`);
  return categoryLoader({
    params: { id },
    request: new Request(url),
    url,
    pattern: '/category/:id',
    context: undefined,
  });
}

it('answers the category of a known id, and on the first load the first page of its cars', async () => {
  // This server answers every path with the categories: here they stand in for the cars.
  await expect(load('2')).resolves.toEqual({
    category: CATEGORIES[1],
    firstPage: { path: listingsPath(2, NO_FILTERS), page: { items: CATEGORIES, next: null, total: null } },
  });
  await expect(load('1')).resolves.toEqual({ category: CATEGORIES[0] });
});

it("asks for the first page's cars beside the category on the first load only (the page takes that answer)", async () => {
  // The test above was this module's first load; its request may still be on its way.
  const deadline = Date.now() + getConfig().asyncUtilTimeout; // the screen tests' shared wait (setup-dom.ts)
  while (!asked.some((url) => url.startsWith('/category/')) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  expect(asked.filter((url) => url.startsWith('/category/'))).toEqual([listingsPath(2, NO_FILTERS)]);
  await load('1');
  expect(asked.filter((url) => url.startsWith('/category/'))).toHaveLength(1);
});

it.each(['99', 'abc', '1.5', '0', '-1', '01'])('throws a 404 response for %s', async (id) => {
  const thrown = await load(id).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(404);
});
