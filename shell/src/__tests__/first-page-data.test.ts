// The first page's API reads start from the storefront's routing facts, before its code arrives.
import { prefetch, useAuth } from '@carmarket/shared-ui';
import { fillPrefetchPath, loadFirstPageShared, prefetchFirstPageData } from '../federation/first-page-data';

jest.mock('@carmarket/shared-ui', () => ({ ...jest.requireActual('@carmarket/shared-ui'), prefetch: jest.fn(() => Promise.resolve()) }));

const started = () => (prefetch as jest.Mock).mock.calls.map(([path]) => path);
const user = { uid: 'u', email: 'demo.buyer@carmarket.test', displayName: null, photoURL: null, emailVerified: true };
const category = { path: 'category/:id', access: 'signed-in' as const, prefetch: ['/category/:id?limit=12', '/categories'] };
const listing = { path: 'listing/:id', access: 'public' as const, prefetch: ['/listings/:id'] };
const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => (prefetch as jest.Mock).mockClear());
afterEach(() => useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false }));

test("a car's page (public) starts its read with the id from the path, signed out too", () => {
  prefetchFirstPageData(listing, at('/listing/5eed00000000000000000001'));
  expect(started()).toEqual(['/listings/5eed00000000000000000001']);
});

test('a signed-in page starts its reads only with a session: a signed-out visitor is sent to sign in instead', () => {
  prefetchFirstPageData(category, at('/category/3'));
  expect(started()).toEqual([]);
  useAuth.setState({ user, loading: false });
  prefetchFirstPageData(category, at('/category/3'));
  expect(started()).toEqual(['/category/3?limit=12', '/categories']);
});

test('nothing with a query string (filters change what the loader reads), for a role-only page, or without a route or reads', () => {
  useAuth.setState({ user, loading: false, role: 'Buyer', roleLoading: false });
  prefetchFirstPageData(category, at('/category/3', '?fuel=electric'));
  prefetchFirstPageData({ ...category, access: ['Buyer'] }, at('/category/3'));
  prefetchFirstPageData(undefined, at('/category/3'));
  prefetchFirstPageData({ path: 'blog', access: 'public' }, at('/blog'));
  expect(started()).toEqual([]);
});

test("a template's params come from the route's own segments; a param the route lacks means no read", () => {
  expect(fillPrefetchPath('/listings/:id', 'listing/:id', '/listing/abc')).toBe('/listings/abc');
  expect(fillPrefetchPath('/sellers/:sellerId/cars/:id', 'seller/:sellerId/car/:id', '/seller/s1/car/c2')).toBe('/sellers/s1/cars/c2');
  expect(fillPrefetchPath('/listings/:other', 'listing/:id', '/listing/abc')).toBeNull();
  expect(fillPrefetchPath('/listings/:id', 'listing/:id', '/listing/abc/extra')).toBeNull();
});

test("the shared modules the page's code consumes are loaded through the loader given (Module Federation's), each once", () => {
  const load = jest.fn(() => Promise.resolve());
  loadFirstPageShared({ ...category, shared: ['@carmarket/shared-ui/widgets', 'swr/infinite'] }, load);
  loadFirstPageShared(undefined, load);
  loadFirstPageShared(listing, load);
  expect(load.mock.calls).toEqual([['@carmarket/shared-ui/widgets'], ['swr/infinite']]);
});
