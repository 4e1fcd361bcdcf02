// The routing facts a remote's build writes into its manifest, read from its src/remote.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeImportsOf, routingFactsOf } from '../webpack/remote-routing';

const REPO = join(__dirname, '..', '..', '..');

test("the seller's contract gives its routes' access and its menu, roles resolved from the file's consts", () => {
  expect(routingFactsOf(join(REPO, 'mfe-seller', 'src', 'remote.ts'))).toEqual({
    name: 'seller',
    mount: '/dashboard',
    routes: [
      { path: 'add_product', access: ['Seller'] },
      { path: 'my_buyers', access: ['Seller'] },
      { path: 'products', access: ['Seller'] },
    ],
    menu: [
      { label: 'Add A Product', to: '/dashboard/add_product', roles: ['Seller'] },
      { label: 'My Buyers', to: '/dashboard/my_buyers', roles: ['Seller'] },
      { label: 'My Products', to: '/dashboard/products', roles: ['Seller'] },
    ],
  });
});

test("the buyer's contract gives its menu entries' unread-count badges; an unknown badge fails the build", () => {
  const facts = routingFactsOf(join(REPO, 'mfe-buyer', 'src', 'remote.ts')) as {
    menu: { label: string; badge?: string }[];
  };
  expect(facts.menu.filter((entry) => entry.badge).map(({ label, badge }) => [label, badge])).toEqual([
    ['Messages', 'messages'],
    ['Notifications', 'notifications'],
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'remote-routing-')), 'remote.ts');
  writeFileSync(
    file,
    "const remote = { name: 'x', mount: '/dashboard', routes: [], menu: [{ label: 'A', to: '/dashboard/a', roles: ['Buyer'], badge: 'orders' }] };\nexport default remote;\n",
  );
  expect(() => routingFactsOf(file)).toThrow(/remote\.ts: menu\[0\]\.badge must be one of messages, notifications/);
});

test('a route whose access is computed fails the build, naming the file and the field', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'remote-routing-')), 'remote.ts');
  writeFileSync(
    file,
    "const remote = { name: 'x', mount: '/dashboard', routes: [{ path: 'a', access: rolesFor('a') }], menu: [] };\nexport default remote;\n",
  );
  expect(() => routingFactsOf(file)).toThrow(/remote\.ts: routes\[0\]\.access must be plain data/);
});

test("each route's page imports, in route order, also through consts of the file (the build turns them into the page's files)", () => {
  expect(routeImportsOf(join(REPO, 'mfe-storefront', 'src', 'remote.ts'))).toEqual([
    ['./pages/Home'],
    // A loader fetched with its page (decision 0040) is one of the route's imports too.
    ['./features/listings/categoryLoader', './pages/CategoryProducts'],
    ['./pages/Blog'],
    ['./features/listing/listingLoader', './pages/ListingPage'],
    ['./features/seller/sellerLoader', './pages/SellerPage'],
    ['./pages/ComparePage'],
    ['./features/listings/searchLoader', './pages/SearchResults'],
  ]);
});

test("the storefront's routes carry the API reads their loaders make (prefetch); one not an API path fails the build", () => {
  const facts = routingFactsOf(join(REPO, 'mfe-storefront', 'src', 'remote.ts')) as {
    routes: { path: string; prefetch?: string[] }[];
  };
  expect(facts.routes.filter((route) => route.prefetch).map(({ path, prefetch }) => [path, prefetch])).toEqual([
    ['category/:id', ['/category/:id?limit=12', '/categories']],
    ['listing/:id', ['/listings/:id']],
  ]);
  const file = join(mkdtempSync(join(tmpdir(), 'remote-routing-')), 'remote.ts');
  writeFileSync(
    file,
    "const remote = { name: 'x', mount: '/', routes: [{ path: 'a', access: 'public', prefetch: ['https://elsewhere.example/a'] }], menu: [] };\nexport default remote;\n",
  );
  expect(() => routingFactsOf(file)).toThrow(
    /remote\.ts: routes\[0\]\.prefetch \(API paths starting with '\/'\) must be plain data/,
  );
});

test("the category page names its first cards' photos from one of its reads (prefetchImages); a hint naming no read of the route fails the build", () => {
  const facts = routingFactsOf(join(REPO, 'mfe-storefront', 'src', 'remote.ts')) as {
    routes: { path: string; prefetchImages?: unknown }[];
  };
  expect(
    facts.routes.filter((route) => route.prefetchImages).map(({ path, prefetchImages }) => [path, prefetchImages]),
  ).toEqual([['category/:id', { read: '/category/:id?limit=12', field: 'image', first: 2 }]]);
  const file = join(mkdtempSync(join(tmpdir(), 'remote-routing-')), 'remote.ts');
  for (const hint of [
    "{ read: '/b', field: 'image', first: 2 }",
    "{ read: '/a', field: 'x.y', first: 2 }",
    "{ read: '/a', field: 'image', first: 0 }",
  ]) {
    writeFileSync(
      file,
      `const remote = { name: 'x', mount: '/', routes: [{ path: 'a', access: 'public', prefetch: ['/a'], prefetchImages: ${hint} }], menu: [] };\nexport default remote;\n`,
    );
    expect(() => routingFactsOf(file)).toThrow(/remote\.ts: routes\[0\]\.prefetchImages .* must be plain data/);
  }
});
