// The first page's API reads and its largest paint's pictures start from the storefront's routing
// facts in the shell's entry, before the shell's own bootstrap has run.
import { waitFor } from '@testing-library/react';
import * as pictures from '@carmarket/shared-ui/src/api/asset-url';
import { startFirstPageReads as startReads } from '../federation/early-reads';
import { fillPrefetchPath } from '../federation/prefetch-path';
import { startupChunksLoaded, takeEarlyConfig, takeFirstPageRoute } from '../federation/preload';
import { loadShare } from '@module-federation/enhanced/runtime';
import type { RoutingFacts } from '../federation/routing-facts';

jest.mock('../federation/preload', () => ({
  takeFirstPageRoute: jest.fn(),
  takeEarlyConfig: jest.fn(),
  startupChunksLoaded: jest.fn(),
}));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn(() => Promise.resolve()) }));

type Route = RoutingFacts['routes'][number];
const API = 'https://api.example.test';
const config = { apiUrl: `${API}/`, remotes: {}, firebase: { apiKey: 'web-key', authDomain: 'd', projectId: 'p' } };
const category: Route = {
  path: 'category/:id',
  access: 'signed-in',
  prefetch: ['/category/:id?limit=12', '/categories'],
  prefetchImages: { read: '/category/:id?limit=12', field: 'image', first: 2 },
};
const listing: Route = { path: 'listing/:id', access: 'public', prefetch: ['/listings/:id'] };
const at = (pathname: string, search = '') => ({ pathname, search });
const startFirstPageReads = (location: ReturnType<typeof at>) => startReads(location, pictures);
const fetchMock = jest.fn();

function openWith(route: Route | undefined) {
  (takeFirstPageRoute as jest.Mock).mockResolvedValue(route);
  (takeEarlyConfig as jest.Mock).mockResolvedValue(config);
  (startupChunksLoaded as jest.Mock).mockResolvedValue(undefined);
}
const asked = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    authorization: (init as RequestInit).headers && (init.headers as Record<string, string>).Authorization,
  }));
/** What a signed-in browser holds: the app's own sign-in hint and Firebase's stored session. */
const signIn = () => {
  localStorage.setItem('carmarket:signed-in', JSON.stringify({ uid: 'u1', email: 'demo.buyer@carmarket.test' }));
  localStorage.setItem(
    'firebase:authUser:web-key:[DEFAULT]',
    JSON.stringify({ uid: 'u1', stsTokenManager: { accessToken: 'id-token', expirationTime: Date.now() + 3600_000 } }),
  );
};
/** The category page's reads as if it were public: what the early reads do for a page they may read. */
const publicCategory: Route = { ...category, access: 'public' };
const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as === 'image')
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  fetchMock
    .mockReset()
    .mockImplementation(
      async () =>
        new Response(
          JSON.stringify([
            { image: '/photos/a/800.webp' },
            { image: 'https://cdn.example.test/b.webp' },
            { image: '/photos/c/800.webp' },
          ]),
        ),
    );
  global.fetch = fetchMock;
  localStorage.clear();
  document.head.innerHTML = '';
});

test("a car's page (public) reads with the id from the path, signed out too, and gives the responses to hand over", async () => {
  openWith(listing);
  const { reads } = await startFirstPageReads(at('/listing/5eed00000000000000000001'));
  expect(asked()).toEqual([{ url: `${API}/listings/5eed00000000000000000001`, authorization: undefined }]);
  expect(reads.map(([path]) => path)).toEqual(['/listings/5eed00000000000000000001']);
  expect(await (await reads[0][1]).json()).toEqual(expect.any(Array));
});

test('a signed-in page is never read early, even in a signed-in browser: only the sign-in SDK gives its token', async () => {
  signIn();
  openWith(category);
  expect((await startFirstPageReads(at('/category/3'))).reads).toEqual([]);
  openWith(publicCategory);
  expect((await startFirstPageReads(at('/category/3'))).reads).toHaveLength(2);
  expect(asked()).toEqual([
    { url: `${API}/category/3?limit=12`, authorization: undefined },
    { url: `${API}/categories`, authorization: undefined },
  ]);
});

test("the first cards' pictures are preloaded as soon as the named read's answer names them: API paths under the API, full URLs as they are", async () => {
  openWith(publicCategory);
  await startFirstPageReads(at('/category/3'));
  await waitFor(() =>
    expect(preloadedImages()).toEqual([`${API}/photos/a/800.webp`, 'https://cdn.example.test/b.webp']),
  );
});

test('no pictures from a failed or odd answer', async () => {
  openWith(publicCategory);
  fetchMock.mockImplementation(async () => new Response('{"message":"down"}', { status: 503 }));
  await startFirstPageReads(at('/category/3'));
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ image: '/photos/a/800.webp' })));
  await startFirstPageReads(at('/category/4'));
  // Then a good answer, whose pictures come after whatever the two above would have added.
  fetchMock.mockImplementation(async () => new Response(JSON.stringify([{ image: '/photos/z/800.webp' }])));
  await startFirstPageReads(at('/category/5'));
  await waitFor(() => expect(preloadedImages()).toEqual([`${API}/photos/z/800.webp`]));
});

test("the page's shared modules are asked for only once the shell's start-up chunks are in; its reads at once", async () => {
  openWith({ ...publicCategory, shared: ['swr/infinite'] });
  let startupIn: () => void = () => undefined;
  (startupChunksLoaded as jest.Mock).mockReturnValue(new Promise<void>((resolve) => (startupIn = resolve)));
  (loadShare as jest.Mock).mockClear();
  await startFirstPageReads(at('/category/3'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loadShare).not.toHaveBeenCalled();
  startupIn();
  await waitFor(() => expect((loadShare as jest.Mock).mock.calls.map(([key]) => key)).toEqual(['swr/infinite']));
});

test('nothing with a query string (filters change what the loader reads), for a role-only page, or without a route or reads', async () => {
  signIn();
  openWith(publicCategory);
  await startFirstPageReads(at('/category/3', '?fuel=electric'));
  openWith({ ...category, access: ['Buyer'] });
  await startFirstPageReads(at('/category/3'));
  openWith(undefined);
  await startFirstPageReads(at('/category/3'));
  openWith({ path: 'blog', access: 'public' });
  await startFirstPageReads(at('/blog'));
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a template's params come from the route's own segments; a param the route lacks means no read", () => {
  expect(fillPrefetchPath('/listings/:id', 'listing/:id', '/listing/abc')).toBe('/listings/abc');
  expect(fillPrefetchPath('/sellers/:sellerId/cars/:id', 'seller/:sellerId/car/:id', '/seller/s1/car/c2')).toBe(
    '/sellers/s1/cars/c2',
  );
  expect(fillPrefetchPath('/listings/:other', 'listing/:id', '/listing/abc')).toBeNull();
  expect(fillPrefetchPath('/listings/:id', 'listing/:id', '/listing/abc/extra')).toBeNull();
});
