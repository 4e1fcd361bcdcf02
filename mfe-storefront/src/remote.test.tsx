/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
import { pageName, type Category } from '@carmarket/shared-ui';
import remote from './remote';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { listingsPath, NO_FILTERS } from './features/listings/filters';
import { listingPath } from './api/listing';
import { PRIORITY_CARDS } from './features/listings/card-images';

it('declares the storefront routes under /, with their page titles and access', () => {
  expect(remote).toMatchObject({ name: 'storefront', mount: '/', menu: [] });
  const tesla: Category = { _id: 'c1', category_id: 1, name: 'Tesla', image: '/images/tesla.png' };
  const car = aListing({ brand: 'Kia', name: 'EV6 GT-Line' });
  const seller = { name: 'Sam Carter Motors' };
  const loaded = (path: string) =>
    path === 'listing/:id' ? car : path === 'seller/:id' ? seller : { category: tesla };
  expect(
    remote.routes.map(({ path, title, access }) => ({ path, title: pageName(title, loaded(path)), access })),
  ).toEqual([
    { path: '', title: 'Home', access: 'public' },
    { path: 'category/:id', title: 'Tesla', access: 'signed-in' }, // named by the category its loader found
    { path: 'blog', title: 'Blog', access: 'public' }, // the shell makes it 'Blog | CarMarket'
    // A car's own page, public, named by the car; search across categories.
    { path: 'listing/:id', title: 'Kia EV6 GT-Line', access: 'public' },
    // A seller's public page, named by the seller.
    { path: 'seller/:id', title: 'Sam Carter Motors', access: 'public' },
    // Cars side by side, public so a comparison can be shared.
    { path: 'compare', title: 'Compare cars', access: 'public' },
    { path: 'search', title: 'Search', access: 'signed-in' },
  ]);
});

/** What the route's loader (fetched with its page) throws for an id that cannot exist: the shell shows not-found for a 404 Response. */
async function thrownFor(path: string, id: string): Promise<unknown> {
  const url = `http://localhost/${path.replace(':id', id)}`;
  const loader = remote.routes.find((r) => r.path === path)?.loader;
  return Promise.resolve(
    loader?.({ params: { id }, request: new Request(url), url, pattern: `/${path}`, context: undefined } as never),
  ).then(
    () => 'no error',
    (thrown: unknown) => thrown,
  );
}

it('checks the category before its page shows, so an unknown id gets the not-found page', async () => {
  expect(await thrownFor('category/:id', 'tesla')).toMatchObject({ status: 404 });
});

it('fetches the car before its page shows, so an unknown or deleted id gets the not-found page', async () => {
  expect(await thrownFor('listing/:id', 'no-such-car')).toMatchObject({ status: 404 });
});

it('fetches the seller before the seller page shows, so an unknown id gets the not-found page', async () => {
  expect(await thrownFor('seller/:id', 'no-such-seller')).toMatchObject({ status: 404 });
});

it('names the API reads its loaders make on a first load without a query, so the shell can start them before this code arrives', () => {
  const prefetchOf = (path: string) =>
    remote.routes
      .find((r) => r.path === path)
      ?.prefetch?.map((p) => p.replace(':id', path === 'listing/:id' ? 'abc' : '7'));
  expect(prefetchOf('category/:id')).toEqual([listingsPath(7, NO_FILTERS), '/categories']);
  expect(prefetchOf('listing/:id')).toEqual([listingPath('abc')]);
  // The first cards' photos, from the list's answer: as many as the page asks for first.
  const category = remote.routes.find((r) => r.path === 'category/:id')!;
  expect(category.prefetchImages).toEqual({ read: category.prefetch![0], field: 'image', first: PRIORITY_CARDS });
});
